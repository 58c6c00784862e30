import { unstableSetRender } from 'antd-mobile'
import { createRoot, type Root } from 'react-dom/client'

// Toasts and dialogs shown by calls render with React 19's root API (antd-mobile's own uses the
// removed `ReactDOM.render`). Imported by whatever shows them, before it does.
unstableSetRender((node, container) => {
  const c = container as Element & { _root?: Root }
  c._root ??= createRoot(c)
  c._root.render(node)
  return async () => {
    await Promise.resolve()
    c._root?.unmount()
    delete c._root
  }
})

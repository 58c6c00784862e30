import { type ComponentProps, lazy, Suspense } from 'react'

// antd-mobile's Form.Item imports its Popover (and floating-ui, ~45 KB) for a label's `help` only;
// the phone forms load it when a label has one (see `lazyFormHelp` in vite.config.ts).
const Popover = lazy(() => import('antd-mobile/es/components/popover/index.js'))

export default function FormHelpPopover(props: ComponentProps<typeof Popover>) {
  return (
    <Suspense fallback={props.children}>
      <Popover {...props} />
    </Suspense>
  )
}

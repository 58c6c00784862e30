import { useSettingsStore } from '../../stores/settings'
import { menuTitle } from '../../utils/menu'
import { usePage } from '../pageContext'

/** A menu page of type iframe: its url in a frame filling the page area (keyed by url). */
export default function IframeView() {
  const page = usePage()
  const lang = useSettingsStore((s) => s.lang)
  const meta = page?.handle?.menu
  const url = meta?.url ?? ''
  return (
    <iframe
      key={url}
      src={url}
      title={meta ? menuTitle(meta, lang) : url}
      className="shell-iframe"
      data-testid="menu-iframe"
    />
  )
}

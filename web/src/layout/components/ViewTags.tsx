import {
  CloseOutlined,
  ColumnWidthOutlined,
  ExpandOutlined,
  LeftOutlined,
  ReloadOutlined,
  RightOutlined,
  SelectOutlined,
} from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useSettingsStore } from '../../stores/settings'
import { useViewTagsStore, type ViewTag } from '../../stores/viewTags'
import { menuTitle } from '../../utils/menu'
import { useShellUi } from '../ui'

const SCROLL_STEP = 200

/** Close a tab (spec §4): closing the current one goes to the last remaining tab, or to /. */
export function useCloseTag() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (tag: ViewTag) => {
    if (tag.meta.affix) return
    const store = useViewTagsStore.getState()
    store.remove(tag.path)
    if (tag.path !== pathname) return
    const rest = useViewTagsStore.getState().tags
    void navigate(rest[rest.length - 1]?.fullPath ?? '/')
  }
}

/** The tab bar: one tab per visited page; right-click menu; middle-click closes; arrows scroll. */
export default function ViewTags() {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const tags = useViewTagsStore((s) => s.tags)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const closeTag = useCloseTag()
  const setUi = useShellUi((s) => s.set)
  const scroller = useRef<HTMLUListElement>(null)

  // Keep the current tab in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current tab or the tabs change
  useEffect(() => {
    const el = scroller.current?.querySelector<HTMLElement>('[aria-current="page"]')
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [pathname, tags.length])

  const scrollBy = (dx: number) => scroller.current?.scrollBy({ left: dx, behavior: 'smooth' })

  const contextMenu = (tag: ViewTag): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: tag.meta.affix },
      { key: 'others', icon: <ColumnWidthOutlined />, label: t('tags.closeOthers') },
      { type: 'divider' },
      { key: 'maximize', icon: <ExpandOutlined />, label: t('tags.maximize') },
      { key: 'window', icon: <SelectOutlined />, label: t('tags.newWindow') },
    ],
    onClick: ({ key }) => {
      const store = useViewTagsStore.getState()
      if (key === 'refresh') {
        if (tag.path !== pathname) void navigate(tag.fullPath)
        store.refresh(tag.path)
      } else if (key === 'close') closeTag(tag)
      else if (key === 'others') {
        store.closeOthers(tag.path)
        if (tag.path !== pathname) void navigate(tag.fullPath)
      } else if (key === 'maximize') {
        if (tag.path !== pathname) void navigate(tag.fullPath)
        setUi({ maximized: true })
      } else if (key === 'window') window.open(tag.fullPath, '_blank')
    },
  })

  const arrow = (side: 'left' | 'right') => (
    <Button
      type="text"
      size="small"
      className="shell-tags-arrow"
      icon={side === 'left' ? <LeftOutlined /> : <RightOutlined />}
      aria-label={t(side === 'left' ? 'tags.scrollLeft' : 'tags.scrollRight')}
      onClick={() => scrollBy(side === 'left' ? -SCROLL_STEP : SCROLL_STEP)}
      data-testid={`tags-${side}`}
    />
  )

  // A list of links, each with its close button beside it (not inside: a control inside a link or
  // a tab is unreachable for assistive technology). Delete on a link closes its page too.
  return (
    <nav className="shell-tags" data-testid="view-tags" aria-label={t('tags.bar')}>
      {arrow('left')}
      <ul className="shell-tags-scroll" ref={scroller}>
        {tags.map((tag) => {
          const active = tag.path === pathname
          const title = menuTitle(tag.meta, lang)
          return (
            <Dropdown key={tag.path} trigger={['contextMenu']} menu={contextMenu(tag)}>
              <li
                className={`shell-tag${active ? ' is-active' : ''}`}
                data-path={tag.path}
                data-testid="view-tag"
                onMouseDown={(e) => {
                  if (e.button === 1) e.preventDefault()
                }}
                onAuxClick={(e) => {
                  if (e.button === 1) {
                    e.preventDefault()
                    closeTag(tag)
                  }
                }}
              >
                <a
                  className="shell-tag-title"
                  href={tag.fullPath}
                  aria-current={active ? 'page' : undefined}
                  aria-keyshortcuts={tag.meta.affix ? undefined : 'Delete'}
                  onClick={(e) => {
                    if (e.ctrlKey || e.metaKey || e.shiftKey) return
                    e.preventDefault()
                    if (!active) void navigate(tag.fullPath)
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Delete') closeTag(tag)
                  }}
                >
                  {title}
                </a>
                {!tag.meta.affix && (
                  <button
                    type="button"
                    className="shell-tag-close"
                    aria-label={t('tags.closeOne', { title })}
                    data-testid="view-tag-close"
                    onClick={() => closeTag(tag)}
                  >
                    <CloseOutlined aria-hidden />
                  </button>
                )}
              </li>
            </Dropdown>
          )
        })}
      </ul>
      {arrow('right')}
    </nav>
  )
}

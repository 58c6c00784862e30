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
  const scroller = useRef<HTMLDivElement>(null)

  // Keep the current tab in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current tab or the tabs change
  useEffect(() => {
    const el = scroller.current?.querySelector<HTMLElement>('[aria-selected="true"]')
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

  return (
    <div className="shell-tags" data-testid="view-tags">
      {arrow('left')}
      <div className="shell-tags-scroll" ref={scroller} role="tablist" aria-label={t('tags.bar')}>
        {tags.map((tag) => {
          const active = tag.path === pathname
          const title = menuTitle(tag.meta, lang)
          return (
            <Dropdown key={tag.path} trigger={['contextMenu']} menu={contextMenu(tag)}>
              <div
                className={`shell-tag${active ? ' is-active' : ''}`}
                role="tab"
                tabIndex={0}
                aria-selected={active}
                data-path={tag.path}
                data-testid="view-tag"
                onClick={() => !active && void navigate(tag.fullPath)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault()
                    void navigate(tag.fullPath)
                  } else if (e.key === 'Delete') closeTag(tag)
                }}
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
                <span className="shell-tag-title">{title}</span>
                {!tag.meta.affix && (
                  <button
                    type="button"
                    className="shell-tag-close"
                    aria-label={`${t('tags.close')} ${title}`}
                    tabIndex={-1}
                    data-testid="view-tag-close"
                    onClick={(e) => {
                      e.stopPropagation()
                      closeTag(tag)
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          )
        })}
      </div>
      {arrow('right')}
    </div>
  )
}

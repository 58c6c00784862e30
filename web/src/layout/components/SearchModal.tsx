import { EnterOutlined, SearchOutlined } from '@ant-design/icons'
import type { MenuItem } from '@portal/contracts'
import { Empty, Input, type InputRef, Modal } from 'antd'
import Fuse from 'fuse.js'
import { pinyin } from 'pinyin-pro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMenuStore } from '../../stores/menu'
import { useSettingsStore } from '../../stores/settings'
import { flattenPages, menuTitle, openMenuItem } from '../../utils/menu'
import { MenuIcon } from '../icons'
import { useShellUi } from '../ui'

/** Spec §9: modal 600 wide, body at most 520 high, input focused after 300 ms. */
const WIDTH = 600
const BODY_MAX = 520
const FOCUS_DELAY_MS = 300

/** A search pool item (spec §3). */
interface PoolItem {
  icon: string | null | undefined
  path: string
  fullPath: string
  name: string
  fullName: string
  namePinyin: string
  namePinyinFirst: string
  item: MenuItem
}

function buildPool(menu: readonly MenuItem[], lang: 'zh-cn' | 'en'): PoolItem[] {
  return flattenPages(menu)
    .filter(({ item, parents }) => !item.meta.hidden && !parents.some((p) => p.meta.hidden))
    .map(({ item, parents }) => {
      const name = menuTitle(item.meta, lang)
      // Pinyin of the Chinese title, so that pinyin works whatever the interface language.
      const zh = item.meta.title
      return {
        icon: item.meta.icon,
        path: item.path,
        fullPath: item.fullPath || item.path,
        name,
        fullName: [...parents, item].map((m) => menuTitle(m.meta, lang)).join(' / '),
        namePinyin: pinyin(zh, { toneType: 'none', type: 'array' }).join(''),
        namePinyinFirst: pinyin(zh, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
        item,
      }
    })
}

/** Global page search (spec §2): fuzzy by name, full pinyin or initials; keyboard driven. */
export default function SearchModal() {
  const { t } = useTranslation()
  const open = useShellUi((s) => s.searchOpen)
  const setUi = useShellUi((s) => s.set)
  const menu = useMenuStore((s) => s.menu)
  const lang = useSettingsStore((s) => s.lang)
  const navigate = useNavigate()
  const input = useRef<InputRef>(null)
  const list = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  // Where the pointer last was: only a real move selects the row under it. A pointer resting where
  // the list appears (or changes as one types) must not take the choice from the best match.
  const pointer = useRef<{ x: number; y: number } | null>(null)

  const pool = useMemo(() => buildPool(menu ?? [], lang), [menu, lang])
  const fuse = useMemo(
    () =>
      new Fuse(pool, {
        threshold: 0.6,
        distance: 100,
        minMatchCharLength: 1,
        keys: ['name', 'namePinyin', 'namePinyinFirst'],
      }),
    [pool],
  )
  const results = useMemo(() => {
    const q = query.trim()
    return q ? fuse.search(q).map((r) => r.item) : pool
  }, [fuse, pool, query])

  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [open])

  // Keep the chosen result in view as the arrows move it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice moves
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const close = () => setUi({ searchOpen: false })
  const choose = (entry: PoolItem | undefined) => {
    if (!entry) return
    close()
    openMenuItem(entry.item, navigate)
  }

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setActive((i) => (results.length ? (i + 1) % results.length : 0))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      choose(results[active])
    }
  }

  return (
    <Modal
      open={open}
      onCancel={close}
      afterClose={() => {
        setQuery('')
        setActive(0)
        pointer.current = null
      }}
      footer={
        <div className="shell-search-tips" data-testid="search-tips">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t('search.select')}
          </span>
          <span>
            <kbd>
              <EnterOutlined />
            </kbd>{' '}
            {t('search.open')}
          </span>
          <span>
            <kbd>Esc</kbd> {t('search.close')}
          </span>
        </div>
      }
      width={WIDTH}
      title={t('search.title')}
      destroyOnHidden
      className="shell-search"
      styles={{ body: { maxHeight: BODY_MAX, overflowY: 'auto' } }}
      data-testid="search-modal"
    >
      <Input
        ref={input}
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        allowClear
        role="combobox"
        aria-expanded
        aria-controls="shell-search-results"
        aria-activedescendant={results[active] ? `shell-search-${active}` : undefined}
        data-testid="search-input"
      />
      {results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.empty')} />
      ) : (
        <div className="shell-search-results" id="shell-search-results" role="listbox" ref={list}>
          {results.map((r, i) => (
            <div
              key={r.path}
              tabIndex={-1}
              id={`shell-search-${i}`}
              role="option"
              aria-selected={i === active}
              className={`shell-search-item${i === active ? ' is-active' : ''}`}
              data-testid="search-result"
              data-path={r.fullPath}
              onMouseMove={(e) => {
                const last = pointer.current
                pointer.current = { x: e.screenX, y: e.screenY }
                if (last && (last.x !== e.screenX || last.y !== e.screenY)) setActive(i)
              }}
              onClick={() => choose(r)}
              onKeyDown={() => {}}
            >
              <span className="shell-search-icon">
                <MenuIcon name={r.icon} />
              </span>
              <span className="shell-search-text">
                <span className="shell-search-name">{r.name}</span>
                <span className="shell-search-full">{r.fullName}</span>
              </span>
              <EnterOutlined className="shell-search-enter" />
            </div>
          ))}
        </div>
      )}
    </Modal>
  )
}

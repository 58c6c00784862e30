import GlobalOutlined from '@ant-design/icons-svg/lib/asn/GlobalOutlined'
import { LANGS } from '@portal/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettingsStore } from '../../../stores/settings'
import { LANG_NAMES } from '../../../utils/lang'
import SvgIcon from './SvgIcon'

/** The login page's language menu: the shell's LangSwitch without antd's Dropdown. */
export default function LangMenu() {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const setLang = useSettingsStore((s) => s.setLang)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node))
        setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div className="login-lang" ref={root}>
      <button
        type="button"
        className="login-lang-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${t('common.language')}: ${LANG_NAMES[lang]}`}
        data-testid="lang-switch"
        onClick={() => setOpen(!open)}
      >
        <SvgIcon icon={GlobalOutlined} />
        <span className="lang-switch-label">{LANG_NAMES[lang]}</span>
      </button>
      {open && (
        <div className="login-lang-menu" role="menu">
          {LANGS.map((key) => (
            <button
              key={key}
              type="button"
              role="menuitemradio"
              aria-checked={key === lang}
              className="login-lang-item"
              data-testid={`lang-${key}`}
              onClick={() => {
                setLang(key)
                setOpen(false)
              }}
            >
              {LANG_NAMES[key]}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

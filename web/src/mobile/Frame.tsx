import { NavBar, SafeArea } from 'antd-mobile'
import type { ReactNode } from 'react'
import { setLang, useLang, useTexts } from './core'

/**
 * The bar on top of every phone page (back, title, the language switch) and the page's body. No
 * router here: the sign-in shows it before the application pages (and the router) are loaded.
 */
export function Frame({
  title,
  onBack,
  children,
}: {
  title: string
  /** Without it, no Back. */
  onBack?: () => void
  children: ReactNode
}) {
  const t = useTexts()
  const lang = useLang()
  return (
    <div className="m-page">
      <SafeArea position="top" />
      <NavBar
        back={onBack ? t.common.back : null}
        backIcon={!!onBack}
        onBack={onBack}
        right={
          <button
            type="button"
            className="m-lang"
            aria-label={t.common.langLabel}
            data-testid="m-lang"
            onClick={() => setLang(lang === 'en' ? 'zh-cn' : 'en')}
          >
            {t.common.lang}
          </button>
        }
      >
        {title}
      </NavBar>
      <main className="m-main">{children}</main>
      <SafeArea position="bottom" />
    </div>
  )
}

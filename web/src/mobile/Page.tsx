import { NavBar, SafeArea } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { setLang, useLang, useTexts } from './core'

/** The bar on top of every phone page: back, title, the language switch. */
export function Page({
  title,
  back = true,
  home = '/contractor',
  children,
}: {
  title: string
  back?: boolean
  /** Where Back goes when the page was opened directly (its area's home). */
  home?: string
  children: ReactNode
}) {
  const t = useTexts()
  const lang = useLang()
  const navigate = useNavigate()
  return (
    <div className="m-page">
      <SafeArea position="top" />
      <NavBar
        back={back ? t.common.back : null}
        backIcon={back}
        onBack={() => (history.length > 1 ? navigate(-1) : navigate(home))}
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

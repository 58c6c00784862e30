import { SafeArea } from 'antd-mobile'
import type { ReactNode } from 'react'
import { setLang, useLang, useTexts } from './core'
import { pageTitle } from './titles'

/**
 * The bar on top of every phone page (back, title, the language switch) and the page's body. No
 * router here: the sign-in shows it before the application pages (and the router) are loaded.
 * A plain header rather than antd-mobile's NavBar, whose back is a `div role=button` that a
 * keyboard cannot reach and that has no name without a back text: here Back is a real button, the
 * title the page's one h1, and the language switch is named by what it shows.
 */
export function Frame({
  title,
  onBack,
  path,
  children,
}: {
  title: string
  /** Without it, no Back. */
  onBack?: () => void
  /** The page's path, for those who wait for a page to be shown (tests). */
  path?: string
  children: ReactNode
}) {
  const t = useTexts()
  const lang = useLang()
  const other = lang === 'en' ? 'zh-cn' : 'en'
  return (
    <div className="m-page" data-page={path}>
      <SafeArea position="top" />
      <header className="m-bar">
        <div className="m-bar-side">
          {onBack && (
            <button type="button" className="m-bar-back" onClick={onBack} data-testid="m-back">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" />
              </svg>
              {t.common.back}
            </button>
          )}
        </div>
        <h1 className="m-bar-title">{title}</h1>
        <div className="m-bar-side is-end">
          <button
            type="button"
            className="m-lang"
            lang={other === 'en' ? 'en' : 'zh-CN'}
            aria-label={`${t.common.lang} ${t.common.langLabel}`}
            data-testid="m-lang"
            onClick={() => setLang(other)}
          >
            {t.common.lang}
          </button>
        </div>
      </header>
      <main className="m-main">{children}</main>
      <SafeArea position="bottom" />
    </div>
  )
}

/**
 * A page's body while it loads: grey bars where its rows will be, "Loading" for a screen reader.
 * No visible text: a line of it would be the largest thing painted, and the page's largest paint
 * would then wait for the last script and lookup instead of being the bar's title.
 */
export function Loading() {
  const t = useTexts()
  return (
    <div className="m-loading" role="status">
      <span className="visually-hidden">{t.common.loading}</span>
      <span className="m-skeleton" aria-hidden="true" />
      <span className="m-skeleton" aria-hidden="true" />
      <span className="m-skeleton is-short" aria-hidden="true" />
    </div>
  )
}

/**
 * What a page shows while its script loads: the bar with its title, painted at once (a phone's
 * first paint, and its largest), then the page in its place; the bars alone for an unknown path.
 */
export function LoadingFrame({ pathname }: { pathname: string }) {
  const t = useTexts()
  const title = pageTitle(pathname, t)
  return title ? (
    <Frame title={title}>
      <Loading />
    </Frame>
  ) : (
    <Loading />
  )
}

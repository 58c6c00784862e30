import type { ContactPublic, SiteRouteName } from '@portal/contracts'
import type { ReactNode } from 'react'
import { sitePath, useSite } from '../core'

const NAV: Array<[SiteRouteName, keyof ReturnType<typeof useSite>['t']['nav'], SiteRouteName[]]> = [
  ['home', 'home', ['home']],
  ['profile', 'profile', ['profile']],
  ['products', 'products', ['products', 'product']],
  ['newsList', 'news', ['newsList', 'news']],
  ['responsibility', 'responsibility', ['responsibility']],
  ['recruitment', 'recruitment', ['recruitment', 'recruit']],
  ['contact', 'contact', ['contact']],
]

/** A contact value as a link where it is one (telephone, e-mail, web address). */
export function ContactValue({ c }: { c: ContactPublic }) {
  if (c.kind === 'PHONE' || c.kind === 'HOTLINE')
    return <a href={`tel:${c.value.replace(/[^\d+]/g, '')}`}>{c.value}</a>
  if (c.kind === 'EMAIL') return <a href={`mailto:${c.value}`}>{c.value}</a>
  if (c.kind === 'WEBSITE' && /^https?:\/\//.test(c.value))
    return (
      <a href={c.value} rel="noopener">
        {c.value}
      </a>
    )
  return <>{c.value}</>
}

function Header() {
  const { t, lang, route, path, search } = useSite()
  const other = lang === 'en' ? 'zh-cn' : 'en'
  const q = new URLSearchParams(search)
  q.set('lang', other)
  return (
    <header className="site-header">
      <a className="skip" href="#main">
        {t.nav.skip}
      </a>
      <div className="wrap header-bar">
        <a className="brand" href={sitePath('home')}>
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span>{useSite().layout.name}</span>
        </a>
        {/* A checkbox opens the phone menu: it works before (and without) the script. */}
        <input type="checkbox" id="nav-open" className="nav-check" aria-label={t.nav.menu} />
        <label htmlFor="nav-open" className="nav-toggle" aria-hidden="true">
          <span className="burger" />
        </label>
        <nav className="nav" aria-label={t.nav.menu}>
          {NAV.map(([name, key, active]) => (
            <a
              key={name}
              href={sitePath(name)}
              aria-current={route && active.includes(route) ? 'page' : undefined}
            >
              {t.nav[key]}
            </a>
          ))}
          <a className="staff" href="/login">
            {t.nav.staff}
          </a>
        </nav>
        <a
          className="lang"
          href={`${path}?${q.toString()}`}
          hrefLang={other}
          lang={other}
          aria-label={t.lang.switchLabel}
          data-testid="site-lang"
        >
          {t.lang.switchTo}
        </a>
      </div>
    </header>
  )
}

function Footer() {
  const { t, layout, lang } = useSite()
  const colon = lang === 'en' ? ': ' : '：'
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="wrap footer-grid">
        <section>
          <h2>{layout.name}</h2>
          <ul className="plain">
            {layout.contacts.map((c) => (
              <li key={c.id}>
                <span className="muted">
                  {c.label}
                  {colon}
                </span>
                <ContactValue c={c} />
              </li>
            ))}
          </ul>
        </section>
        {layout.links.length > 0 && (
          <section>
            <h2>{t.footer.links}</h2>
            <ul className="plain links">
              {layout.links.map((l) => (
                <li key={l.id}>
                  <a href={l.url} rel="noopener" target="_blank">
                    {l.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <h2>{t.footer.pages}</h2>
          <ul className="plain">
            <li>
              <a href={sitePath('profile')}>{t.nav.profile}</a>
            </li>
            <li>
              <a href={sitePath('recruitment')}>{t.nav.recruitment}</a>
            </li>
            <li>
              <a href="/feedback" data-testid="site-feedback">
                {t.footer.feedback}
              </a>
            </li>
            {layout.pages.map((p) => (
              <li key={p.code}>
                <a
                  href={
                    p.code === 'social_responsibility'
                      ? sitePath('responsibility')
                      : sitePath('page', { code: p.code })
                  }
                >
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="wrap copyright">
        {layout.copyrightUrl ? (
          <a href={layout.copyrightUrl} rel="noopener">
            {layout.copyright || `© ${year} ${layout.name}`}
          </a>
        ) : (
          <span>{layout.copyright || `© ${year} ${layout.name} ${t.footer.rights}`}</span>
        )}
      </div>
    </footer>
  )
}

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer />
    </>
  )
}

/** A page's title band (with breadcrumbs-like subtitle). */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string | null }) {
  return (
    <div className="page-title">
      <div className="wrap">
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
    </div>
  )
}

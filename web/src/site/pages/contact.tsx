import type { ContactPublic } from '@portal/contracts'
import { type SitePage, useSite } from '../core'
import { ContactValue, PageTitle } from '../parts/Layout'

const ICONS: Record<string, string> = {
  ADDRESS: '⌂',
  PHONE: '☎',
  HOTLINE: '☎',
  FAX: '⎙',
  EMAIL: '✉',
  POSTCODE: '#',
  WEBSITE: '⌘',
  OTHER: '•',
}

function Contact({ data }: { data: ContactPublic[] }) {
  const { t, layout } = useSite()
  return (
    <>
      <PageTitle title={t.contact.title} subtitle={t.contact.reachUs} />
      <div className="wrap">
        <h2>{layout.name}</h2>
        <ul className="plain contact-grid">
          {data.map((c) => (
            <li key={c.id} className="card contact-card">
              <span className="contact-icon" aria-hidden="true">
                {ICONS[c.kind] ?? '•'}
              </span>
              <div>
                <p className="muted">{c.label}</p>
                <p className="contact-value">
                  <ContactValue c={c} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

export const contactPage: SitePage<ContactPublic[]> = {
  load: ({ get }) => get<ContactPublic[]>('/api/biz/contact/public/list').then((x) => x ?? []),
  head: (data, { t, layout }) => ({
    title: t.contact.title,
    description: `${layout.name} ${t.contact.description}: ${data
      .slice(0, 3)
      .map((c) => c.value)
      .join(' / ')}`,
  }),
  View: Contact,
}

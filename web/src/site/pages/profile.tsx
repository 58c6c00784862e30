import type { CompanyInfoPublic, HistoryPublic, SlidePublic } from '@portal/contracts'
import type { SitePage } from '../core'
import { useSite } from '../core'
import { PageTitle } from '../parts/Layout'
import Pic from '../parts/Pic'
import RichHtml from '../parts/RichHtml'
import Slideshow from '../parts/Slideshow'

interface ProfileData {
  sections: CompanyInfoPublic[]
  history: HistoryPublic[]
  slides: SlidePublic[]
}

function Profile({ data }: { data: ProfileData }) {
  const { t } = useSite()
  return (
    <>
      {data.slides.length > 0 ? <Slideshow slides={data.slides} compact /> : null}
      <PageTitle title={t.profile.title} />
      <div className="wrap">
        <nav className="chips" aria-label={t.profile.title}>
          {data.sections.map((s) => (
            <a key={s.id} href={`#${s.code.toLowerCase()}`}>
              {s.title}
            </a>
          ))}
          {data.history.length > 0 && <a href="#history">{t.profile.history}</a>}
        </nav>
        {data.sections.map((s, i) => (
          <section key={s.id} id={s.code.toLowerCase()} className={`profile-section${i % 2 ? ' flip' : ''}`}>
            <div>
              <h2>{s.title}</h2>
              {s.summary && <p className="lead">{s.summary}</p>}
              <RichHtml html={s.content} />
            </div>
            <Pic
              id={s.imageId}
              alt={s.title}
              ratio={[4, 3]}
              sizes="(min-width: 900px) 480px, 100vw"
              className="rounded"
            />
          </section>
        ))}
        {data.history.length > 0 && (
          <section id="history" className="history">
            <h2>{t.profile.history}</h2>
            <ol className="timeline">
              {data.history.map((h) => (
                <li key={h.id}>
                  <time>{h.eventDate}</time>
                  <div className="timeline-body">
                    <h3>{h.title}</h3>
                    {h.content && <p>{h.content}</p>}
                    <Pic
                      id={h.imageId}
                      alt={h.title}
                      ratio={[16, 9]}
                      sizes="(min-width: 900px) 420px, 80vw"
                      className="rounded"
                    />
                  </div>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </>
  )
}

export const profilePage: SitePage<ProfileData> = {
  async load({ get }) {
    const [sections, history, slides] = await Promise.all([
      get<CompanyInfoPublic[]>('/api/biz/companyInfo/public/list'),
      get<HistoryPublic[]>('/api/biz/history/public/list'),
      get<SlidePublic[]>('/api/biz/slide/public/list', { place: 'ABOUT' }),
    ])
    return { sections: sections ?? [], history: history ?? [], slides: slides ?? [] }
  },
  head: (data, { t }) => ({
    title: t.profile.title,
    description: data.sections[0]?.summary ?? t.profile.description,
    imageId: data.sections[0]?.imageId,
  }),
  View: Profile,
}

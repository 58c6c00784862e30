import {
  COMPANY_INFO_PROFILE,
  type CompanyInfoPublic,
  type NewsPublicItem,
  type NoticeShown,
  PAGE_SOCIAL_RESPONSIBILITY,
  type PagePublic,
  type ProductPublicItem,
  type SlidePublic,
} from '@portal/contracts'
import { dateOf, type SitePage, sitePath, useSite } from '../core'
import Pic from '../parts/Pic'
import Slideshow from '../parts/Slideshow'
import { plainText } from '../parts/text'
import { ProductCard } from './products'

interface Page<T> {
  records: T[]
}
interface HomeData {
  slides: SlidePublic[]
  profile: CompanyInfoPublic | null
  products: ProductPublicItem[]
  news: NewsPublicItem[]
  notices: NoticeShown[]
  responsibility: PagePublic | null
}

function Home({ data }: { data: HomeData }) {
  const { t } = useSite()
  const [lead, ...rest] = data.news
  return (
    <>
      <Slideshow slides={data.slides} />
      {data.notices.length > 0 && (
        <section className="notices" aria-label={t.home.noticesTitle}>
          <div className="wrap notices-row">
            <strong>{t.home.noticesTitle}</strong>
            <ul className="plain">
              {data.notices.slice(0, 3).map((n) => (
                <li key={n.id}>
                  <a href={sitePath('announcement', { id: n.id })}>{n.title}</a>
                  <span className="muted"> {dateOf(n.startAt ?? n.createdAt)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {data.profile && (
        <section className="band about">
          <div className="wrap about-grid">
            <div>
              <p className="eyebrow">{t.home.aboutTitle}</p>
              <h2>{data.profile.title}</h2>
              <p className="lead">{data.profile.summary ?? plainText(data.profile.content, 220)}</p>
              <a className="button" href={sitePath('profile')}>
                {t.home.aboutMore}
              </a>
            </div>
            <Pic
              id={data.profile.imageId}
              alt={data.profile.title}
              ratio={[4, 3]}
              sizes="(min-width: 900px) 540px, 100vw"
              className="rounded"
            />
          </div>
        </section>
      )}
      {data.products.length > 0 && (
        <section className="band alt">
          <div className="wrap">
            <div className="band-head">
              <h2>{t.home.productsTitle}</h2>
              <a href={sitePath('products')}>{t.home.allProducts} →</a>
            </div>
            <ul className="plain cards products-grid">
              {data.products.map((p) => (
                <ProductCard key={p.id} p={p} />
              ))}
            </ul>
          </div>
        </section>
      )}
      {lead && (
        <section className="band">
          <div className="wrap">
            <div className="band-head">
              <h2>{t.home.newsTitle}</h2>
              <a href={sitePath('newsList')}>{t.home.allNews} →</a>
            </div>
            <div className="news-home">
              <a className="news-lead card" href={sitePath('news', { id: lead.id })}>
                <Pic
                  id={lead.coverId}
                  alt={lead.title}
                  ratio={[16, 9]}
                  sizes="(min-width: 900px) 560px, 100vw"
                />
                <div className="card-body">
                  <time dateTime={lead.publishAt}>{dateOf(lead.publishAt)}</time>
                  <h3>{lead.title}</h3>
                  {lead.summary && <p className="muted clamp">{lead.summary}</p>}
                </div>
              </a>
              <ul className="plain news-lines">
                {rest.map((n) => (
                  <li key={n.id}>
                    <a href={sitePath('news', { id: n.id })}>
                      <time dateTime={n.publishAt}>{dateOf(n.publishAt)}</time>
                      <span>{n.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      )}
      {data.responsibility && (
        <section className="band responsibility">
          <div className="wrap">
            <p className="eyebrow">{t.home.responsibilityTitle}</p>
            <h2>{data.responsibility.title}</h2>
            <p className="lead">
              {data.responsibility.summary ?? plainText(data.responsibility.content, 200)}
            </p>
            <a className="button light" href={sitePath('responsibility')}>
              {t.home.responsibilityMore}
            </a>
          </div>
        </section>
      )}
      <section className="band join">
        <div className="wrap join-row">
          <div>
            <h2>{t.home.joinTitle}</h2>
            <p className="muted">{t.home.joinText}</p>
          </div>
          <a className="button" href={sitePath('recruitment')}>
            {t.home.joinAction}
          </a>
        </div>
      </section>
    </>
  )
}

export const homePage: SitePage<HomeData> = {
  async load({ get }) {
    const [slides, info, products, news, notices, responsibility] = await Promise.all([
      get<SlidePublic[]>('/api/biz/slide/public/list', { place: 'HOME' }),
      get<CompanyInfoPublic[]>('/api/biz/companyInfo/public/list'),
      get<Page<ProductPublicItem>>('/api/biz/product/public/page', { size: 6 }),
      get<Page<NewsPublicItem>>('/api/biz/news/public/page', { size: 6 }),
      get<NoticeShown[]>('/api/dev/notice/public', { place: 'SITE' }),
      get<PagePublic>('/api/biz/page/public/detail', { code: PAGE_SOCIAL_RESPONSIBILITY }),
    ])
    return {
      slides: slides ?? [],
      profile: info?.find((s) => s.code === COMPANY_INFO_PROFILE) ?? info?.[0] ?? null,
      products: products?.records ?? [],
      news: news?.records ?? [],
      notices: notices ?? [],
      responsibility,
    }
  },
  head: (data, { t, layout }) => ({
    title: layout.name,
    description: data.profile?.summary ?? t.meta.homeDescription.replace('{name}', layout.name),
    imageId: data.slides[0]?.imageId,
  }),
  View: Home,
}

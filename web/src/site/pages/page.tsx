import { type NoticeShown, PAGE_SOCIAL_RESPONSIBILITY, type PagePublic } from '@portal/contracts'
import { dateOf, type SitePage, sitePath, useSite } from '../core'
import { PageTitle } from '../parts/Layout'
import RichHtml from '../parts/RichHtml'
import { plainText } from '../parts/text'

function SinglePage({ data }: { data: PagePublic }) {
  return (
    <>
      <PageTitle title={data.title} subtitle={data.summary} />
      <article className="wrap article">
        <RichHtml html={data.content} className="article-body" />
      </article>
    </>
  )
}

const pageHead = (data: PagePublic) => ({
  title: data.title,
  description: data.summary ?? plainText(data.content, 150),
})

/** A single page by its code (`/page/{code}`). */
export const singlePage: SitePage<PagePublic> = {
  load: ({ get, params }) => get<PagePublic>('/api/biz/page/public/detail', { code: params.code }),
  head: pageHead,
  View: SinglePage,
}

/** The social responsibility page (`/social_responsibility`). */
export const responsibilityPage: SitePage<PagePublic> = {
  load: ({ get }) => get<PagePublic>('/api/biz/page/public/detail', { code: PAGE_SOCIAL_RESPONSIBILITY }),
  head: pageHead,
  View: SinglePage,
}

function Announcement({ data }: { data: NoticeShown }) {
  const { t } = useSite()
  return (
    <article className="wrap article">
      <p className="eyebrow">{t.notice.title}</p>
      <h1>{data.title}</h1>
      <p className="meta">
        <time dateTime={data.startAt ?? data.createdAt}>{dateOf(data.startAt ?? data.createdAt)}</time>
      </p>
      <RichHtml html={data.content} className="article-body" />
      <p>
        <a href={sitePath('home')}>← {t.notice.back}</a>
      </p>
    </article>
  )
}

/** A site announcement (a notice shown on the site). */
export const announcementPage: SitePage<NoticeShown> = {
  load: ({ get, params }) => get<NoticeShown>('/api/dev/notice/public/detail', { id: params.id }),
  head: (data) => ({ title: data.title, description: plainText(data.content, 150) }),
  View: Announcement,
}

export function NotFound() {
  const { t } = useSite()
  return (
    <div className="wrap not-found" data-testid="site-not-found">
      <p className="big" aria-hidden="true">
        404
      </p>
      <h1>{t.notFound.title}</h1>
      <p className="muted">{t.notFound.text}</p>
      <p className="actions">
        <a className="button" href={sitePath('home')}>
          {t.notFound.home}
        </a>
        <a className="button light" href={sitePath('newsList')}>
          {t.notFound.news}
        </a>
      </p>
    </div>
  )
}

import type { NewsCategoryPublic, NewsPublicDetail, NewsPublicItem } from '@portal/contracts'
import { useEffect } from 'react'
import { dateOf, type SitePage, sitePath, useSite } from '../core'
import { CategoryListView, Crumbs, categoryListHead } from '../parts/CategoryListView'
import { type CategoryListData, loadCategoryList } from '../parts/categoryList'
import Pic from '../parts/Pic'
import RichHtml from '../parts/RichHtml'
import { plainText } from '../parts/text'

const SIZE = 10

type ListData = CategoryListData<NewsCategoryPublic, NewsPublicItem>

function NewsList({ data }: { data: ListData }) {
  const { t, fill } = useSite()
  return (
    <CategoryListView data={data} texts={t.news} path={sitePath('newsList')} size={SIZE}>
      <ul className="plain news-list">
        {data.records.map((n) => (
          <li key={n.id}>
            <a className="news-item" href={sitePath('news', { id: n.id })}>
              <Pic
                id={n.coverId}
                alt={n.title}
                ratio={[16, 9]}
                sizes="(min-width: 700px) 280px, 100vw"
                className="rounded"
              />
              <div>
                <h2 className="h3">
                  {n.pinned && <span className="tag">{t.news.pinned}</span>}
                  {n.title}
                </h2>
                {n.summary && <p className="muted clamp">{n.summary}</p>}
                <p className="meta">
                  <time dateTime={n.publishAt}>{dateOf(n.publishAt)}</time>
                  {n.categoryName && <span>{n.categoryName}</span>}
                  <span>{fill(t.news.views, { n: n.viewCount })}</span>
                </p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </CategoryListView>
  )
}

export const newsListPage: SitePage<ListData> = {
  load: (ctx) =>
    loadCategoryList<NewsCategoryPublic, NewsPublicItem>(ctx, '/api/biz/news/public', SIZE, 'NEWS'),
  head: (data, { t }) =>
    categoryListHead(
      data,
      t.news,
      data.records
        .slice(0, 3)
        .map((n) => n.title)
        .join('；'),
    ),
  View: NewsList,
}

function News({ data }: { data: NewsPublicDetail }) {
  const { t, fill } = useSite()
  useEffect(() => {
    // Counted once per page view in a browser (crawlers that run no script are not counted).
    void fetch('/api/biz/news/public/view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: data.id }),
      keepalive: true,
    }).catch(() => {})
  }, [data.id])
  return (
    <article className="wrap article">
      <Crumbs className="crumbs" path={sitePath('newsList')} title={t.news.title} item={data} />
      <h1>{data.title}</h1>
      <p className="meta">
        <time dateTime={data.publishAt}>{dateOf(data.publishAt)}</time>
        {data.author && (
          <span>
            {t.news.author}: {data.author}
          </span>
        )}
        {data.source && (
          <span>
            {t.news.source}: {data.source}
          </span>
        )}
        <span>{fill(t.news.views, { n: data.viewCount })}</span>
      </p>
      {data.summary && <p className="lead">{data.summary}</p>}
      <Pic
        id={data.coverId}
        alt={data.title}
        ratio={[16, 9]}
        sizes="(min-width: 860px) 800px, 100vw"
        eager
        className="rounded"
      />
      <RichHtml html={data.content} className="article-body" />
      <nav className="prev-next" aria-label={t.news.title}>
        {(
          [
            [t.news.prev, data.prev],
            [t.news.next, data.next],
          ] as const
        ).map(([label, other]) => (
          <div key={label}>
            <span className="muted">{label}：</span>
            {other ? (
              <a href={sitePath('news', { id: other.id })}>{other.title}</a>
            ) : (
              <span>{t.news.none}</span>
            )}
          </div>
        ))}
      </nav>
      <p>
        <a href={sitePath('newsList')}>← {t.news.back}</a>
      </p>
    </article>
  )
}

export const newsPage: SitePage<NewsPublicDetail> = {
  load: ({ get, params }) => get<NewsPublicDetail>('/api/biz/news/public/detail', { id: params.id }),
  head: (data) => ({
    title: data.title,
    description: data.summary ?? plainText(data.content, 150),
    imageId: data.coverId,
  }),
  View: News,
}

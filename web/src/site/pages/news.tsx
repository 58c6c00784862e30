import type { NewsCategoryPublic, NewsPublicDetail, NewsPublicItem } from '@portal/contracts'
import { useEffect } from 'react'
import { dateOf, type SitePage, sitePath, useSite } from '../core'
import { type CategoryListData, loadCategoryList } from '../parts/categoryList'
import { PageTitle } from '../parts/Layout'
import Pager from '../parts/Pager'
import Pic from '../parts/Pic'
import RichHtml from '../parts/RichHtml'
import Slideshow from '../parts/Slideshow'
import { plainText } from '../parts/text'
import { CategoryChips } from './products'

const SIZE = 10

type ListData = CategoryListData<NewsCategoryPublic, NewsPublicItem>

function NewsList({ data }: { data: ListData }) {
  const { t, fill } = useSite()
  const category = data.categories.find((c) => c.id === data.categoryId)
  return (
    <>
      {data.slides.length > 0 && <Slideshow slides={data.slides} compact />}
      <PageTitle title={category ? category.name : t.news.title} subtitle={category ? t.news.title : null} />
      <div className="wrap">
        <CategoryChips
          label={t.news.categories}
          all={t.news.all}
          categories={data.categories}
          current={data.categoryId}
          path={sitePath('newsList')}
        />
        {data.records.length === 0 ? (
          <p className="empty">{t.news.empty}</p>
        ) : (
          <ul className="plain news-list">
            {data.records.map((n) => (
              <li key={n.id}>
                <a className="news-item" href={sitePath('news', { id: n.id })}>
                  {n.coverId && (
                    <Pic
                      id={n.coverId}
                      alt={n.title}
                      ratio={[16, 9]}
                      sizes="(min-width: 700px) 280px, 100vw"
                      className="rounded"
                    />
                  )}
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
        )}
        <Pager current={data.current} total={data.total} size={SIZE} />
      </div>
    </>
  )
}

export const newsListPage: SitePage<ListData> = {
  load: (ctx) =>
    loadCategoryList<NewsCategoryPublic, NewsPublicItem>(ctx, '/api/biz/news/public', SIZE, 'NEWS'),
  head: (data, { t }) => {
    const category = data.categories.find((c) => c.id === data.categoryId)
    return {
      title: category ? `${category.name} - ${t.news.title}` : t.news.title,
      description: `${t.news.description}: ${data.records
        .slice(0, 3)
        .map((n) => n.title)
        .join('；')}`,
      imageId: data.records[0]?.coverId,
    }
  },
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
      <div className="crumbs">
        <a href={sitePath('newsList')}>{t.news.title}</a>
        {data.categoryName && data.categoryId && (
          <>
            {' / '}
            <a href={`${sitePath('newsList')}?category=${encodeURIComponent(data.categoryId)}`}>
              {data.categoryName}
            </a>
          </>
        )}
      </div>
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
      {data.coverId && (
        <Pic
          id={data.coverId}
          alt={data.title}
          ratio={[16, 9]}
          sizes="(min-width: 860px) 800px, 100vw"
          eager
          className="rounded"
        />
      )}
      <RichHtml html={data.content} className="article-body" />
      <nav className="prev-next" aria-label={t.news.title}>
        <div>
          <span className="muted">{t.news.prev}：</span>
          {data.prev ? (
            <a href={sitePath('news', { id: data.prev.id })}>{data.prev.title}</a>
          ) : (
            <span>{t.news.none}</span>
          )}
        </div>
        <div>
          <span className="muted">{t.news.next}：</span>
          {data.next ? (
            <a href={sitePath('news', { id: data.next.id })}>{data.next.title}</a>
          ) : (
            <span>{t.news.none}</span>
          )}
        </div>
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

import type { ReactNode } from 'react'
import type { Head } from '../core'
import type { CategoryListData } from './categoryList'
import { PageTitle } from './Layout'
import Pager from './Pager'
import Slideshow from './Slideshow'

interface Category {
  id: string
  name: string
}

/** The texts of a list by category (news, products). */
interface ListTexts {
  title: string
  description: string
  categories: string
  all: string
  empty: string
}

/** The address of list `path` showing one category. */
const categoryHref = (path: string, id: string) => `${path}?category=${encodeURIComponent(id)}`

/**
 * A list page by category: its slides, its title (a category's name above the list's), the category
 * links, the rows (`children`) or the empty text, and the pager.
 */
export function CategoryListView<C extends Category, R>({
  data,
  texts,
  path,
  size,
  children,
}: {
  data: CategoryListData<C, R>
  texts: ListTexts
  /** The list's address. */
  path: string
  size: number
  children: ReactNode
}) {
  const category = data.categories.find((c) => c.id === data.categoryId)
  return (
    <>
      {data.slides.length > 0 && <Slideshow slides={data.slides} compact />}
      <PageTitle title={category ? category.name : texts.title} subtitle={category ? texts.title : null} />
      <div className="wrap">
        {data.categories.length > 0 && (
          <nav className="chips" aria-label={texts.categories}>
            <a href={path} aria-current={data.categoryId ? undefined : 'page'}>
              {texts.all}
            </a>
            {data.categories.map((c) => (
              <a
                key={c.id}
                href={categoryHref(path, c.id)}
                aria-current={data.categoryId === c.id ? 'page' : undefined}
              >
                {c.name}
              </a>
            ))}
          </nav>
        )}
        {data.records.length === 0 ? <p className="empty">{texts.empty}</p> : children}
        <Pager current={data.current} total={data.total} size={size} />
      </div>
    </>
  )
}

/** The head of a list page by category: the category before the list's title, `names` of its first rows. */
export function categoryListHead<R extends { coverId: string | null }>(
  data: CategoryListData<Category, R>,
  texts: ListTexts,
  names: string,
): Head {
  const category = data.categories.find((c) => c.id === data.categoryId)
  return {
    title: category ? `${category.name} - ${texts.title}` : texts.title,
    description: `${texts.description}: ${names}`,
    imageId: data.records[0]?.coverId,
  }
}

/** The way back from an item to its list, and to its category there. */
export function Crumbs({
  className,
  path,
  title,
  item,
}: {
  className: string
  /** The list's address and title. */
  path: string
  title: string
  item: { categoryId: string | null; categoryName: string | null }
}) {
  return (
    <div className={className}>
      <a href={path}>{title}</a>
      {item.categoryName && item.categoryId && (
        <>
          {' / '}
          <a href={categoryHref(path, item.categoryId)}>{item.categoryName}</a>
        </>
      )}
    </div>
  )
}

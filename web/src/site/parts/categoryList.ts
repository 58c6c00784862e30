import type { SlidePlace, SlidePublic } from '@portal/contracts'
import type { LoadContext } from '../core'

/** A list page by category (`?category=`, `?page=`): its categories, one page of rows, its slides. */
export interface CategoryListData<C, R> {
  categories: C[]
  categoryId: string | null
  records: R[]
  total: number
  current: number
  slides: SlidePublic[]
}

/**
 * Loads such a page from an entity's public routes (`<base>/categories`, `<base>/page`); null (the
 * not-found page) for an unknown category or a page past the end.
 */
export async function loadCategoryList<C extends { id: string }, R>(
  { get, search }: LoadContext,
  base: string,
  size: number,
  place: SlidePlace,
): Promise<CategoryListData<C, R> | null> {
  const categoryId = search.get('category') || null
  const current = Number(search.get('page')) || 1
  const [categories, page, slides] = await Promise.all([
    get<C[]>(`${base}/categories`),
    get<{ records: R[]; total: number }>(`${base}/page`, {
      current,
      size,
      categoryId: categoryId ?? undefined,
    }),
    get<SlidePublic[]>('/api/biz/slide/public/list', { place }),
  ])
  if (categoryId && !categories?.some((c) => c.id === categoryId)) return null
  if (!page || (current > 1 && page.records.length === 0)) return null
  return {
    categories: categories ?? [],
    categoryId,
    records: page.records,
    total: page.total,
    current,
    slides: slides ?? [],
  }
}

import type { ComponentType } from 'react'

type ViewModule = { default: ComponentType }

/**
 * Every page under `views/`, loaded lazily. A menu record's `component` (e.g. `index/index` or
 * `sys/user`) names `views/<component>.tsx` or `views/<component>/index.tsx` (DESIGN §3).
 * Parts private to a page live in a `components/` folder beside it and are not pages.
 */
// The login page is part of the entry (router.tsx), not a menu page.
const views = import.meta.glob<ViewModule>([
  '../views/**/*.tsx',
  '!../views/**/components/**',
  '!../views/login/**',
])

const notFound = () => import('../views/error/404')

/** The lazy loader of a menu's page; an unknown component resolves to the not-found page. */
export function viewLoader(component: string | null | undefined): () => Promise<ViewModule> {
  const name = (component ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.tsx$/, '')
  if (!name || name.split('/').includes('..')) return notFound
  return views[`../views/${name}.tsx`] ?? views[`../views/${name}/index.tsx`] ?? notFound
}

/** A route's `lazy` for a page module with a default export. */
export const lazyView = (load: () => Promise<ViewModule>) => async () => ({
  Component: (await load()).default,
})

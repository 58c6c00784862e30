import type { SiteRouteName } from '@portal/contracts'
import { SiteContext, type SitePage, type SiteState, textsOf } from './core'
import { contactPage } from './pages/contact'
import { homePage } from './pages/home'
import { newsListPage, newsPage } from './pages/news'
import { announcementPage, NotFound, responsibilityPage, singlePage } from './pages/page'
import { productPage, productsPage } from './pages/products'
import { profilePage } from './pages/profile'
import { recruitmentPage, recruitPage } from './pages/recruit'
import Layout from './parts/Layout'

/** Each site route's page (the paths are `SITE_ROUTES` in the contracts). */
// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export const sitePages: Record<SiteRouteName, SitePage<any>> = {
  home: homePage,
  profile: profilePage,
  products: productsPage,
  product: productPage,
  newsList: newsListPage,
  news: newsPage,
  contact: contactPage,
  recruitment: recruitmentPage,
  recruit: recruitPage,
  responsibility: responsibilityPage,
  page: singlePage,
  announcement: announcementPage,
}

/** The page the state names (or the not-found page) inside the site's header and footer. */
export default function SiteApp({ state }: { state: SiteState }) {
  const page = state.route && state.data !== null ? sitePages[state.route] : null
  return (
    <SiteContext.Provider
      value={{
        lang: state.lang,
        t: textsOf(state.lang),
        layout: state.layout,
        route: state.route,
        path: state.path,
        search: state.search,
      }}
    >
      <Layout>{page ? <page.View data={state.data} /> : <NotFound />}</Layout>
    </SiteContext.Provider>
  )
}

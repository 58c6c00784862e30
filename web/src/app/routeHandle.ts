import type { MenuMeta } from '@portal/contracts'
import type { ParseKeys } from 'i18next'

/** What a route carries for the title (and later the breadcrumb / tabs). */
export interface RouteHandle {
  /** i18n key of a static route's title. */
  title?: ParseKeys
  /** Meta of a menu route; its title follows the language (`titleEn`). */
  menu?: MenuMeta
  /** The menu item's route name (a view tab needs one). */
  name?: string
}

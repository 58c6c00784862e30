import type { Audit } from '../../db/columns.js'

/** The mobile area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

/** The phone app's modules, menus and buttons (granted to roles like `sys_resource`). */
export interface MobileResourceTable extends Audit {
  id: string
  parentId: string
  /** MODULE, MENU or BUTTON */
  category: string
  /** Unique; the phone pages check button codes. */
  code: string
  title: string
  titleEn: string | null
  icon: string | null
  color: string | null
  /** Menus only: the phone page's route and component. */
  path: string | null
  component: string | null
  sortCode: number
}

/** The mobile area's part of `DB`. */
export interface MobileTables {
  mobileResource: MobileResourceTable
}

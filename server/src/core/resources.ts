/**
 * What a module declares of its pages for the seed (`modules/<area>/<entity>/seed.ts`): the menu
 * entry, its buttons (the permission codes its routes declare) and the fields that may be hidden.
 * The seed places each page in its catalog; a module's `module.ts` hands them in.
 */
export type ButtonSeed = [code: string, title: string, titleEn: string]

export interface PageSeed {
  /** The catalog (a MENU of type catalog) the page appears in, and its place there. */
  catalog: string
  sortCode: number
  id: string
  code: string
  title: string
  titleEn: string
  path: string
  component: string
  icon: string
  buttons: ButtonSeed[]
  fields?: ButtonSeed[]
  /** Routed but not shown in the menu (a page others open, such as a result). */
  hidden?: boolean
}

/** The add / edit / delete buttons of a page. */
export const crud = (code: string, thing: string, thingEn: string): ButtonSeed[] => [
  [`${code}Add`, `新增${thing}`, `Add ${thingEn}`],
  [`${code}Edit`, `编辑${thing}`, `Edit ${thingEn}`],
  [`${code}Delete`, `删除${thing}`, `Delete ${thingEn}`],
]

import type { ButtonSeed, PageSeed } from '../../core/resources.js'

/**
 * The back-office's skeleton (`sys_resource`): the home module with the workbench, the top-menu
 * modules and their catalogs; the pages in the catalogs are the modules' own (`PageSeed`).
 */

/** The columns a resource row leaves at their defaults. */
const menu = {
  hidden: 0,
  affix: 0,
  fullpage: 0,
  hiddenBreadcrumb: 0,
  code: null,
  redirect: null,
  url: null,
  color: null,
}

/** The home module and its workbench. */
export const resources = [
  {
    ...menu,
    id: 'mod-home',
    parentId: '0',
    category: 'MODULE',
    moduleId: null,
    name: 'homeModule',
    title: '首页',
    titleEn: 'Home',
    menuType: null,
    path: '/homeModule',
    component: null,
    icon: 'home-outlined',
    color: '#1677FF',
    sortCode: 0,
  },
  {
    ...menu,
    id: 'menu-index',
    parentId: 'mod-home',
    category: 'MENU',
    moduleId: 'mod-home',
    name: 'index',
    title: '工作台',
    titleEn: 'Workbench',
    menuType: 'menu',
    path: '/index',
    component: 'index/index',
    icon: 'desktop-outlined',
    affix: 1,
    sortCode: 0,
  },
]

export const SYSTEM_MODULE_ID = 'mod-system'

interface CatalogSeed {
  /** The module (top-level menu) the catalog belongs to. */
  module: string
  id: string
  title: string
  titleEn: string
  path: string
  icon: string
}

export const SITE_MODULE_ID = 'mod-site'
/** Everyday work: approvals, contractors (later visitors and the gate). */
export const WORK_MODULE_ID = 'mod-work'

/** The back-office's modules (the top menu), each with its catalogs. */
const backOfficeModules = [
  {
    id: SYSTEM_MODULE_ID,
    name: 'systemModule',
    title: '系统管理',
    titleEn: 'System',
    path: '/systemModule',
    icon: 'setting-outlined',
    color: '#722ED1',
  },
  {
    id: SITE_MODULE_ID,
    name: 'siteModule',
    title: '门户网站',
    titleEn: 'Website',
    path: '/siteModule',
    icon: 'global-outlined',
    color: '#13C2C2',
  },
  {
    id: WORK_MODULE_ID,
    name: 'workModule',
    title: '业务办理',
    titleEn: 'Workplace',
    path: '/workModule',
    icon: 'audit-outlined',
    color: '#FA8C16',
  },
]

/** The modules' catalogs; the pages in them are the modules' own (`PageSeed`). */
export const systemCatalogs: CatalogSeed[] = [
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-org',
    title: '组织管理',
    titleEn: 'Organisation',
    path: '/sys/orgCatalog',
    icon: 'apartment-outlined',
  },
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-auth',
    title: '权限管理',
    titleEn: 'Permissions',
    path: '/sys/authCatalog',
    icon: 'safety-outlined',
  },
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-base',
    title: '基础配置',
    titleEn: 'Settings',
    path: '/dev/baseCatalog',
    icon: 'tool-outlined',
  },
  {
    module: SYSTEM_MODULE_ID,
    id: 'menu-cat-log',
    title: '日志审计',
    titleEn: 'Logs',
    path: '/dev/logCatalog',
    icon: 'file-search-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-flow',
    title: '审批中心',
    titleEn: 'Approvals',
    path: '/flow/catalog',
    icon: 'audit-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-contractor',
    title: '承包商管理',
    titleEn: 'Contractors',
    path: '/krs/contractorCatalog',
    icon: 'team-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-visitor',
    title: '访客管理',
    titleEn: 'Visitors',
    path: '/krs/visitorCatalog',
    icon: 'contacts-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-exam',
    title: '考试管理',
    titleEn: 'Exams',
    path: '/krs/examCatalog',
    icon: 'safety-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-meal',
    title: '食堂管理',
    titleEn: 'Canteen',
    path: '/krs/mealCatalog',
    icon: 'shop-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-feedback',
    title: '意见反馈',
    titleEn: 'Feedback',
    path: '/krs/feedbackCatalog',
    icon: 'message-outlined',
  },
  {
    module: WORK_MODULE_ID,
    id: 'menu-cat-weigh',
    title: '称重管理',
    titleEn: 'Weighing',
    path: '/weigh/catalog',
    icon: 'dashboard-outlined',
  },
  {
    module: SITE_MODULE_ID,
    id: 'menu-cat-content',
    title: '网站内容',
    titleEn: 'Site content',
    path: '/biz/contentCatalog',
    icon: 'read-outlined',
  },
  {
    module: SITE_MODULE_ID,
    id: 'menu-cat-recruit',
    title: '招聘管理',
    titleEn: 'Recruitment',
    path: '/biz/recruitCatalog',
    icon: 'solution-outlined',
  },
]

const leaf = (
  moduleId: string,
  parentId: string,
  category: 'BUTTON' | 'FIELD',
  [code, title, titleEn]: ButtonSeed,
  i: number,
) => ({
  ...menu,
  id: `${category === 'BUTTON' ? 'btn' : 'field'}-${category === 'FIELD' ? `${parentId}-` : ''}${code}`,
  parentId,
  category,
  moduleId,
  name: null,
  code,
  title,
  titleEn,
  menuType: null,
  path: null,
  component: null,
  icon: null,
  sortCode: i,
})

/** The back-office's modules, their catalogs and the modules' pages with their buttons and fields. */
export function systemResources(pages: readonly PageSeed[]) {
  const unknown = pages.filter((p) => !systemCatalogs.some((c) => c.id === p.catalog))
  if (unknown.length) throw new Error(`pages in no catalog: ${unknown.map((p) => p.code).join(', ')}`)
  return backOfficeModules.flatMap((mod, mi) => [
    {
      ...menu,
      id: mod.id,
      parentId: '0',
      category: 'MODULE',
      moduleId: null,
      name: mod.name,
      title: mod.title,
      titleEn: mod.titleEn,
      menuType: null,
      path: mod.path,
      component: null,
      icon: mod.icon,
      color: mod.color,
      sortCode: mi + 1,
    },
    ...systemCatalogs
      .filter((cat) => cat.module === mod.id)
      .flatMap((cat, ci) => [
        {
          ...menu,
          id: cat.id,
          parentId: mod.id,
          category: 'MENU',
          moduleId: mod.id,
          name: cat.id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()),
          title: cat.title,
          titleEn: cat.titleEn,
          menuType: 'catalog',
          path: cat.path,
          component: null,
          icon: cat.icon,
          sortCode: ci,
        },
        ...pages.filter((p) => p.catalog === cat.id).flatMap((p) => pageResources(mod.id, p)),
      ]),
  ])
}

/** A page's rows: its menu under its catalog, then its buttons and fields. */
export function pageResources(moduleId: string, p: PageSeed) {
  return [
    {
      ...menu,
      id: p.id,
      parentId: p.catalog,
      category: 'MENU',
      moduleId,
      name: p.code,
      code: p.code,
      title: p.title,
      titleEn: p.titleEn,
      menuType: 'menu',
      path: p.path,
      component: p.component,
      icon: p.icon,
      sortCode: p.sortCode,
      hidden: p.hidden ? 1 : 0,
    },
    ...p.buttons.map((b, i) => leaf(moduleId, p.id, 'BUTTON', b, i)),
    ...(p.fields ?? []).map((f, i) => leaf(moduleId, p.id, 'FIELD', f, i)),
  ]
}

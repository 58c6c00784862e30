import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { ADMIN_ACCOUNT, ADMIN_PASSWORD, type Lanes } from '../global-setup'

export { ADMIN_ACCOUNT, ADMIN_PASSWORD, expect }

// This worker's own server (global-setup starts one per worker): every helper and test reads
// E2E_BASE_URL and E2E_DATA_DIR. A worker started again after a failure keeps its lane's index.
const lane = (JSON.parse(process.env.E2E_LANES ?? '[]') as Lanes)[
  Number(process.env.TEST_PARALLEL_INDEX ?? 0)
]
if (lane) {
  process.env.E2E_BASE_URL = lane.baseURL
  process.env.E2E_DATA_DIR = lane.dataDir
}

/** Tests against this worker's server, which global-setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (global setup)')
    await use(url)
  },
})

/** Run SQL on the server's SQLite database (WAL: safe next to the running server). */
export const sql = <T = unknown>(query: string, ...params: unknown[]): T[] =>
  sqlIn<T>(process.env.E2E_DATA_DIR ?? '', query, ...params)

/** Run SQL on the SQLite database of the server whose data folder is `dataDir` (another server's). */
export function sqlIn<T = unknown>(dataDir: string, query: string, ...params: unknown[]): T[] {
  const file = path.join(dataDir, 'portal.db')
  const db = new Database(file)
  db.pragma('busy_timeout = 5000')
  try {
    const stmt = db.prepare(query)
    if (stmt.reader) return stmt.all(...params) as T[]
    stmt.run(...params)
    return []
  } finally {
    db.close()
  }
}

/** Forget failed logins, so a locked account can log in again. */
export const unlockAccounts = () => sql('DELETE FROM sys_login_guard')

export function setConfig(key: string, value: string) {
  sql('UPDATE dev_config SET config_value = ? WHERE config_key = ?', value, key)
}

/**
 * The server keeps settings, sessions, grants and menus in 5-second memos, and a change written
 * here (not through the server, like another process's) reaches it only when they lapse: wait for
 * it where the next step depends on the change.
 */
export const serverSees = () => new Promise((resolve) => setTimeout(resolve, 5_500))

export function sysName(): string {
  const [row] = sql<{ config_value: string }>(
    "SELECT config_value FROM dev_config WHERE config_key = 'SNOWY_SYS_NAME'",
  )
  return row?.config_value ?? ''
}

/** What the page keeps in localStorage, parsed. */
export async function stored(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const out: Record<string, unknown> = {}
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key === null) continue
      const raw = localStorage.getItem(key)
      try {
        out[key] = raw === null ? null : JSON.parse(raw)
      } catch {
        out[key] = raw
      }
    }
    return out
  })
}

/** Fill the login form and submit with Enter. */
export async function submitLogin(page: Page, account: string, password: string) {
  await page.getByTestId('login-account').fill(account)
  await page.getByTestId('login-password').fill(password)
  await page.getByTestId('login-password').press('Enter')
}

/** Log in through the page and wait for the workbench. */
export async function login(page: Page, account = ADMIN_ACCOUNT, password = ADMIN_PASSWORD) {
  await page.goto('/login')
  await submitLogin(page, account, password)
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByTestId('wb-greeting')).toBeVisible()
}

/** The toast antd shows (message.success / error). */
export const toast = (page: Page) => page.locator('.ant-message-notice')

/** Open the user dropdown of the shell's user bar (personal centre, clear cache, log out). */
export async function openUserMenu(page: Page) {
  await page.getByTestId('current-user').click()
  await expect(page.getByTestId('logout')).toBeVisible()
}

/** Log out through the user dropdown. */
export async function logoutViaMenu(page: Page) {
  await openUserMenu(page)
  await page.getByTestId('logout').click()
  // A navigation started before the logout call answers would cancel it, leaving the session on.
  await expect(page).toHaveURL(/\/login$/)
}

/** A resource row for sys_resource (modules and menus the tests add). */
export interface ResourceRow {
  id: string
  parentId: string
  category?: 'MODULE' | 'MENU'
  moduleId?: string | null
  name: string
  title: string
  titleEn?: string
  menuType?: 'catalog' | 'menu' | 'link' | 'iframe' | null
  path?: string | null
  component?: string | null
  url?: string | null
  icon?: string | null
  color?: string | null
  hidden?: boolean
  affix?: boolean
  fullpage?: boolean
  sortCode?: number
}

/** Insert modules / menus (the super admin sees every resource at the next menu refresh). */
/** Writes menu rows straight to the database, then waits until the server's caches have let go. */
export async function insertResources(rows: ResourceRow[]) {
  for (const r of rows) {
    sql(
      `INSERT INTO sys_resource (id, parent_id, category, module_id, name, title, title_en, menu_type, path,
         component, url, icon, color, hidden, affix, fullpage, sort_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      r.id,
      r.parentId,
      r.category ?? 'MENU',
      r.moduleId ?? null,
      r.name,
      r.title,
      r.titleEn ?? null,
      r.menuType ?? null,
      r.path ?? null,
      r.component ?? null,
      r.url ?? null,
      r.icon ?? null,
      r.color ?? null,
      r.hidden ? 1 : 0,
      r.affix ? 1 : 0,
      r.fullpage ? 1 : 0,
      r.sortCode ?? 50,
    )
  }
  await serverSees()
}

export async function deleteResources(ids: string[]) {
  for (const id of ids) sql('DELETE FROM sys_resource WHERE id = ?', id)
  await serverSees()
}

/** Before the page loads: the shell settings to start with (session entry + local keys). */
export async function presetSettings(
  page: Page,
  opts: { theme?: string; layout?: string; color?: string; session?: Record<string, unknown> },
) {
  await page.addInitScript((o) => {
    if (sessionStorage.getItem('__preset')) return
    sessionStorage.setItem('__preset', '1')
    if (o.theme) localStorage.setItem('APP_THEME', JSON.stringify(o.theme))
    if (o.layout) localStorage.setItem('SNOWY_LAYOUT', JSON.stringify(o.layout))
    if (o.color) localStorage.setItem('SNOWY_THEME_COLOR', JSON.stringify(o.color))
    if (o.session) sessionStorage.setItem('SNOWY_SETTINGS', JSON.stringify(o.session))
  }, opts)
}

/** The settings drawer, opened from the user bar. */
export async function openSettings(page: Page) {
  await page.getByTestId('settings-open').click()
  const drawer = page.locator('.shell-settings')
  await expect(drawer).toBeVisible()
  return drawer
}

/** The E2E module: catalogs, pages (one with a form), an iframe, a link, hidden and full-page entries. */
export const E2E_MODULE = 'mod-e2e'
export const E2E_MENUS: ResourceRow[] = [
  {
    id: E2E_MODULE,
    parentId: '0',
    category: 'MODULE',
    name: 'e2eModule',
    title: '测试模块',
    titleEn: 'Test module',
    path: '/e2eModule',
    icon: 'experiment-outlined',
    color: '#722ED1',
    sortCode: 90,
  },
  {
    id: 'cat-e2e-weather',
    parentId: E2E_MODULE,
    moduleId: E2E_MODULE,
    name: 'e2eWeather',
    title: '天气服务',
    titleEn: 'Weather',
    menuType: 'catalog',
    path: '/e2e/weather',
    icon: 'cloud-outlined',
    sortCode: 1,
  },
  {
    id: 'menu-e2e-forecast',
    parentId: 'cat-e2e-weather',
    moduleId: E2E_MODULE,
    name: 'e2eForecast',
    title: '天气预报',
    titleEn: 'Forecast',
    menuType: 'menu',
    path: '/e2e/forecast',
    component: 'findpwd',
    icon: 'file-text-outlined',
    sortCode: 1,
  },
  {
    id: 'menu-e2e-radar',
    parentId: 'cat-e2e-weather',
    moduleId: E2E_MODULE,
    name: 'e2eRadar',
    title: '雷达图',
    titleEn: 'Radar',
    menuType: 'menu',
    path: '/e2e/radar',
    component: 'e2e/missing',
    sortCode: 2,
  },
  {
    id: 'cat-e2e-account',
    parentId: E2E_MODULE,
    moduleId: E2E_MODULE,
    name: 'e2eAccount',
    title: '账户中心',
    titleEn: 'Accounts',
    menuType: 'catalog',
    path: '/e2e/accounts',
    icon: 'team-outlined',
    sortCode: 2,
  },
  {
    id: 'menu-e2e-settings',
    parentId: 'cat-e2e-account',
    moduleId: E2E_MODULE,
    name: 'e2eAccountSettings',
    title: '账户设置',
    titleEn: 'Account settings',
    menuType: 'menu',
    path: '/e2e/account-settings',
    component: 'e2e/missing',
    sortCode: 1,
  },
  {
    id: 'menu-e2e-iframe',
    parentId: E2E_MODULE,
    moduleId: E2E_MODULE,
    name: 'e2eIframe',
    title: '内嵌页面',
    titleEn: 'Embedded page',
    menuType: 'iframe',
    path: '/e2e/iframe',
    url: '/logo.svg',
    icon: 'global-outlined',
    sortCode: 3,
  },
  {
    id: 'menu-e2e-link',
    parentId: E2E_MODULE,
    moduleId: E2E_MODULE,
    name: 'e2eLink',
    title: '外部链接',
    titleEn: 'External link',
    menuType: 'link',
    path: '/e2e/link',
    url: 'https://example.com/e2e-link',
    icon: 'link-outlined',
    sortCode: 4,
  },
  {
    id: 'menu-e2e-hidden',
    parentId: E2E_MODULE,
    moduleId: E2E_MODULE,
    name: 'e2eHidden',
    title: '隐藏页面',
    titleEn: 'Hidden page',
    menuType: 'menu',
    path: '/e2e/hidden',
    component: 'e2e/missing',
    hidden: true,
    sortCode: 5,
  },
  {
    id: 'menu-e2e-full',
    parentId: E2E_MODULE,
    moduleId: E2E_MODULE,
    name: 'e2eFull',
    title: '全屏页面',
    titleEn: 'Full page',
    menuType: 'menu',
    path: '/e2e/full',
    component: 'e2e/missing',
    fullpage: true,
    sortCode: 6,
  },
  {
    id: 'mod-e2e-empty',
    parentId: '0',
    category: 'MODULE',
    name: 'e2eEmpty',
    title: '空模块',
    titleEn: 'Empty module',
    path: '/e2eEmpty',
    icon: 'inbox-outlined',
    color: '#FA8C16',
    sortCode: 91,
  },
]

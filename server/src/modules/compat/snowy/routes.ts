import {
  type categoryCountSchema,
  type dayCountSchema,
  idSchema,
  logPageQuerySchema,
  logRowSchema,
  type monitorFiguresSchema,
  monitorPageQuerySchema,
  type monitorSessionSchema,
  pageResultSchema,
  personOptionSchema,
  type personPageSchema,
  resourceSchema,
  treeOf,
  VIS_LOG_CATEGORIES,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type AliasDef, defineAlias } from '../../../core/alias.js'
import { defineRoute } from '../../../core/route.js'
import { companyMinute } from '../../../core/time.js'

/**
 * Snowy's names for our routes, page by page of its client. Where its shape differs from ours the
 * alias maps it here and nowhere else: a menu's `module` for our `moduleId`, `menuType` in capitals,
 * `visible` "TRUE"/"FALSE" for our `hidden`, a top-level menu's parent "0".
 */

const get = (url: string, to: string, more: Partial<AliasDef> = {}): AliasDef => ({
  method: 'GET',
  url: `/api/${url}`,
  to: { method: 'GET', url: `/api/${to}` },
  ...more,
})
const post = (url: string, to: string, more: Partial<AliasDef> = {}): AliasDef => ({
  method: 'POST',
  url: `/api/${url}`,
  to: { method: 'POST', url: `/api/${to}` },
  ...more,
})

// ---- Menus: Snowy's shape ----

const snowyMenuSchema = resourceSchema.extend({
  module: z.string().nullable(),
  menuType: z.string().nullable(),
  visible: z.enum(['TRUE', 'FALSE']),
})
type SnowyMenu = z.infer<typeof snowyMenuSchema> & { children?: SnowyMenu[] }
const snowyMenuTreeSchema = treeOf(snowyMenuSchema, 'SnowyMenuTreeNode')

type OurMenu = z.infer<typeof resourceSchema> & { children?: OurMenu[] }
function asSnowyMenu(m: OurMenu): SnowyMenu {
  const { children, ...r } = m
  return {
    ...r,
    module: r.moduleId,
    // Snowy's top-level menus hang from "0"; ours from their module.
    parentId: r.parentId === r.moduleId ? '0' : r.parentId,
    menuType: r.menuType?.toUpperCase() ?? null,
    visible: r.hidden ? 'FALSE' : 'TRUE',
    ...(children ? { children: children.map(asSnowyMenu) } : {}),
  }
}

const snowyMenuFormSchema = z.looseObject({
  id: idSchema.optional(),
  parentId: z.string().trim().max(64).optional(),
  module: z.string().trim().max(64).optional(),
  menuType: z.string().trim().max(16).optional(),
  visible: z.string().max(8).optional(),
})
function asOurMenu(b: unknown) {
  const {
    module,
    menuType,
    visible,
    parentId,
    category: _c,
    extJson: _e,
    displayLayout: _d,
    keepLive: _k,
    ...rest
  } = b as Record<string, unknown>
  return {
    ...rest,
    moduleId: module,
    parentId: !parentId || parentId === '0' ? module : parentId,
    menuType: typeof menuType === 'string' ? menuType.toLowerCase() : menuType,
    hidden: visible === 'FALSE',
  }
}
const userSelectorQuery = z.object({
  current: z.coerce.number<number | string>().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  orgId: idSchema.optional(),
  searchKey: z.string().trim().max(64).optional(),
})
const moduleQuery = z.object({ module: idSchema.optional(), searchKey: z.string().max(64).optional() })
const byModule = (q: Record<string, unknown>) => ({ moduleId: q.module, searchKey: q.searchKey })

/** Snowy's tables show times as they come: the company's wall clock, `YYYY-MM-DD HH:mm:ss`. */
const wallClock = (iso: string) => {
  const at = Date.parse(iso)
  return Number.isNaN(at) ? iso : `${companyMinute(0, at)}:${new Date(at).toISOString().slice(17, 19)}`
}

// ---- Logs: Snowy's one page and its charts ----

type DayCounts = z.infer<typeof dayCountSchema>
type CategoryCounts = z.infer<typeof categoryCountSchema>
const LOG_NAMES: Record<string, string> = {
  LOGIN: '登录',
  LOGOUT: '登出',
  OPERATE: '操作日志',
  EXCEPTION: '异常日志',
  DENIED: '越权访问',
}
const pieSchema = z.array(z.object({ type: z.string(), value: z.number() }))
const pie = (d: unknown) =>
  (d as CategoryCounts).map((c) => ({ type: LOG_NAMES[c.category] ?? c.category, value: c.count }))
const days = (d: DayCounts) => [...new Set(d.map((r) => r.date))].sort()
const count = (d: DayCounts, date: string, category: string) =>
  d.find((r) => r.date === date && r.category === category)?.count ?? 0

// ---- Sessions: Snowy lists users with their tokens; ours are sessions, each shown as one ----

type Session = z.infer<typeof monitorSessionSchema>
const snowySessionSchema = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  latestLoginIp: z.string().nullable(),
  latestLoginAddress: z.string().nullable(),
  lastLoginTime: z.string(),
  tokenNumber: z.number(),
  tokenSignList: z.array(
    z.object({
      tokenValue: z.string(),
      tokenDevice: z.string(),
      tokenTimeout: z.string(),
      createTime: z.string(),
    }),
  ),
})
const asSnowySession = (s: Session) => ({
  id: s.userId,
  account: s.account,
  name: s.name,
  avatar: null,
  latestLoginIp: s.ip,
  latestLoginAddress: null,
  lastLoginTime: wallClock(s.lastSeenAt),
  tokenNumber: 1,
  // The token itself is never kept: the session's id (its hash) stands for it.
  tokenSignList: [
    {
      tokenValue: s.id,
      tokenDevice: [s.browser, s.os].filter(Boolean).join(' / ') || 'PC',
      tokenTimeout: s.expiresAt,
      createTime: s.createdAt,
    },
  ],
})
const sessionPage = (side: 'B' | 'C') =>
  get(`auth/session/${side.toLowerCase()}/page`, 'auth/monitor/page', {
    querystring: monitorPageQuerySchema.omit({ client: true }),
    query: (q) => ({ ...q, client: side }),
    response: pageResultSchema(snowySessionSchema),
    data: (d) => {
      const page = d as { records: Session[] } & Record<string, unknown>
      return { ...page, records: page.records.map(asSnowySession) }
    },
  })

export default function snowyRoutes(app: FastifyInstance) {
  const aliases: AliasDef[] = [
    // Module management (sys/resource/module/index).
    ...['page', 'detail'].map((a) => get(`sys/module/${a}`, `sys/resource/module/${a}`)),
    ...['add', 'edit', 'delete'].map((a) => post(`sys/module/${a}`, `sys/resource/module/${a}`)),
    // Menu management (sys/resource/menu/index).
    get('sys/menu/moduleSelector', 'sys/resource/menu/moduleSelector'),
    ...['tree', 'menuTreeSelector'].map((a) =>
      get(`sys/menu/${a}`, 'sys/resource/menu/tree', {
        querystring: moduleQuery,
        query: byModule,
        response: z.array(snowyMenuTreeSchema),
        data: (d) => (d as OurMenu[]).map(asSnowyMenu),
      }),
    ),
    get('sys/menu/detail', 'sys/resource/menu/detail', {
      response: snowyMenuSchema,
      data: (d) => asSnowyMenu(d as OurMenu),
    }),
    ...['add', 'edit'].map((a) =>
      post(`sys/menu/${a}`, `sys/resource/menu/${a}`, { body: snowyMenuFormSchema, mapBody: asOurMenu }),
    ),
    post('sys/menu/delete', 'sys/resource/menu/delete'),
    post('sys/menu/changeModule', 'sys/resource/menu/changeModule', {
      body: z.object({ id: idSchema, module: idSchema }),
      mapBody: (b) => ({ id: (b as { id: string }).id, moduleId: (b as { module: string }).module }),
    }),
    // The user and role forms' lookups (sys/user/index, sys/role/index).
    ...['user', 'role'].flatMap((page) => [
      get(`sys/${page}/orgTreeSelector`, 'sys/org/orgTreeSelector'),
      get(`sys/${page}/userSelector`, 'sys/user/personSelector', {
        querystring: userSelectorQuery,
        query: (q) => ({ current: q.current, size: q.size, orgId: q.orgId, name: q.searchKey }),
        // Snowy's selector pages `records`; ours answers `personNameVos`.
        response: z.object({
          records: z.array(personOptionSchema.extend({ id: z.string() })),
          total: z.number(),
        }),
        data: (d) => {
          const page = d as z.infer<typeof personPageSchema>
          return { records: page.personNameVos.map((p) => ({ ...p, id: p.value })), total: page.total }
        },
      }),
    ]),
    get('sys/position/orgTreeSelector', 'sys/org/orgTreeSelector'),
    // Snowy loads its organisation tree lazily and adds the chosen nodes' ancestors; ours comes whole,
    // so the chosen nodes themselves are all it lacks (none: it skips those it has).
    ...['user', 'role', 'org', 'position'].map((page) =>
      post(`sys/${page}/getAncestorNodes`, 'sys/userCenter/getOrgListByIdList', {
        body: z.array(idSchema).max(200),
        mapBody: (b) => ({ idList: b }),
      }),
    ),
    get('sys/user/positionSelector', 'sys/position/positionSelector'),
    get('sys/user/roleSelector', 'sys/role/roleSelector'),
    get('sys/role/mobileMenuTreeSelector', 'sys/role/mobileResourceTreeSelector'),
    get('sys/role/ownMobileMenu', 'sys/role/ownMobileResource'),
    // Logs (dev/log/vislog/index, dev/log/oplog/index): one page, its category naming which log.
    get('dev/log/page', '', {
      to: [
        { method: 'GET', url: '/api/dev/log/op/page' },
        { method: 'GET', url: '/api/dev/log/vis/page' },
      ],
      choose: (q) => ((VIS_LOG_CATEGORIES as readonly unknown[]).includes(q.category) ? 1 : 0),
      querystring: logPageQuerySchema,
      query: (q) => q,
      response: pageResultSchema(logRowSchema),
      data: (d) => {
        const page = d as { records: Array<z.infer<typeof logRowSchema>> }
        return { ...page, records: page.records.map((r) => ({ ...r, opTime: wallClock(r.opTime) })) }
      },
    }),
    get('dev/log/vis/lineChartData', 'dev/log/vis/countByDay', {
      querystring: z.object({}),
      query: () => ({ days: 7 }),
      response: z.array(z.object({ date: z.string(), loginCount: z.number(), logoutCount: z.number() })),
      data: (d) =>
        days(d as DayCounts).map((date) => ({
          date,
          loginCount: count(d as DayCounts, date, 'LOGIN'),
          logoutCount: count(d as DayCounts, date, 'LOGOUT'),
        })),
    }),
    get('dev/log/op/barChartData', 'dev/log/op/countByDay', {
      querystring: z.object({}),
      query: () => ({ days: 7 }),
      response: z.array(z.object({ date: z.string(), name: z.string(), count: z.number() })),
      data: (d) =>
        days(d as DayCounts).flatMap((date) =>
          ['OPERATE', 'EXCEPTION'].map((c) => ({
            date,
            name: LOG_NAMES[c]!,
            count: count(d as DayCounts, date, c),
          })),
        ),
    }),
    ...(['vis', 'op'] as const).map((kind) =>
      get(`dev/log/${kind}/pieChartData`, `dev/log/${kind}/countByCategory`, {
        response: pieSchema,
        data: pie,
      }),
    ),
    // The session monitor (auth/monitor/index).
    get('auth/session/analysis', 'auth/monitor/figures', {
      response: z.object({
        currentSessionTotalCount: z.string(),
        maxTokenCount: z.string(),
        oneHourNewlyAdded: z.string(),
        proportionOfBAndC: z.string(),
      }),
      data: (d) => {
        const f = d as z.infer<typeof monitorFiguresSchema>
        return {
          currentSessionTotalCount: String(f.onlineSessions),
          // Neither is counted by this server (its own monitor shows online users and today's logins).
          maxTokenCount: '—',
          oneHourNewlyAdded: '—',
          proportionOfBAndC: `${f.bySide.B ?? 0}/${f.bySide.C ?? 0}`,
        }
      },
    }),
    sessionPage('B'),
    sessionPage('C'),
    ...(['b', 'c'] as const).flatMap((side) => [
      post(`auth/session/${side}/exit`, 'auth/monitor/kickUser', {
        body: z.object({ id: idSchema }),
        mapBody: (b) => ({ userId: (b as { id: string }).id }),
      }),
      post(`auth/token/${side}/exit`, 'auth/monitor/kick', {
        body: z.object({ tokenValues: z.array(idSchema).min(1).max(1) }),
        mapBody: (b) => ({ id: (b as { tokenValues: string[] }).tokenValues[0] }),
      }),
    ]),
  ]
  for (const a of aliases) defineAlias(app, a)

  // What Snowy's client asks that this server answers from the caller alone.
  defineRoute(app, {
    method: 'GET',
    url: '/api/dev/config/sysThirdAllowFlagList',
    perm: 'public',
    summary:
      'Snowy client’s third-party sign-in switches: all off, since its IAM and WeChat flows are not this server’s (its own login page offers the providers set up here)',
    tags: ['compat'],
    response: z.array(z.object({ configKey: z.string(), configValue: z.string() })),
    handler: () =>
      ['SNOWY_THIRD_IAM_ALLOW_LOGIN_FLAG', 'SNOWY_THIRD_WECHAT_ALLOW_LOGIN_FLAG'].map((configKey) => ({
        configKey,
        configValue: 'false',
      })),
  })
  defineRoute(app, {
    method: 'GET',
    url: '/api/sys/userCenter/isUserPasswordExpired',
    perm: 'login',
    summary: 'Whether the caller’s password has expired (Snowy’s client prompts for a new one)',
    tags: ['compat'],
    response: z.boolean(),
    handler: ({ user }) => user.passwordExpired,
  })
  for (const what of ['Phone', 'Email'])
    defineRoute(app, {
      method: 'GET',
      url: `/api/sys/userCenter/isUserNeedBind${what}`,
      perm: 'login',
      summary: `Whether the caller must bind a ${what.toLowerCase()} before going on: never here (binding is offered in the user centre)`,
      tags: ['compat'],
      response: z.boolean(),
      handler: () => false,
    })
}

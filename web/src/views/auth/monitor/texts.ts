import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  monitor: {
    title: '在线会话',
    onlineSessions: '在线会话',
    onlineUsers: '在线用户',
    sideB: 'B 端员工',
    sideC: 'C 端外部用户',
    loginsToday: '今日登录',
    idleHint: '闲置超过 {{minutes}} 分钟的会话视为已结束。',
    idleHintHours: '闲置超过 {{hours}} 小时的会话视为已结束。',
    account: '账号',
    name: '姓名',
    side: '端',
    ip: 'IP',
    browser: '浏览器',
    os: '操作系统',
    createdAt: '登录时间',
    lastSeenAt: '最后活动',
    lastSeenHint: '最后活动时间至多每分钟记录一次，可能滞后一分钟。',
    expiresAt: '到期时间',
    current: '当前会话',
    kick: '踢出',
    kickUser: '踢出该用户',
    kickConfirm: '踢出 {{name}} 的这个会话？对方下次操作时将提示登录已过期。',
    kickUserConfirm: '踢出 {{name}} 的全部会话？',
    kickUserSelfConfirm: '结束您在其他浏览器中的全部会话？当前会话保留。',
    kicked: '已踢出',
    searchPlaceholder: '账号、姓名或 IP',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    monitor: {
      title: 'Online sessions',
      onlineSessions: 'Online sessions',
      onlineUsers: 'Online users',
      sideB: 'B-side staff',
      sideC: 'C-side external users',
      loginsToday: 'Logins today',
      idleHint: 'A session idle for more than {{minutes}} minutes has ended.',
      idleHintHours: 'A session idle for more than {{hours}} hours has ended.',
      account: 'Account',
      name: 'Name',
      side: 'Side',
      ip: 'IP',
      browser: 'Browser',
      os: 'OS',
      createdAt: 'Logged in',
      lastSeenAt: 'Last seen',
      lastSeenHint: 'Last seen is recorded at most once a minute, so it may be a minute behind.',
      expiresAt: 'Expires',
      current: 'This session',
      kick: 'Kick out',
      kickUser: 'Kick out user',
      kickConfirm: 'Kick out this session of {{name}}? Their next action will say the login has expired.',
      kickUserConfirm: 'Kick out every session of {{name}}?',
      kickUserSelfConfirm: 'End all your sessions in other browsers? This one stays.',
      kicked: 'Kicked out',
      searchPlaceholder: 'Account, name or IP',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of auth/monitor; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    figureOnlineUsers: '在线用户',
    monitorSessionGone: '该会话已结束',
    monitorOwnSession: '不能踢出自己当前的会话，请使用退出登录',
    monitorSuperAdminOnly: '只有超级管理员可以踢出超级管理员的会话',
    monitorUserNotFound: '用户不存在或已被删除',
  },
  en: {
    figureOnlineUsers: 'Users online',
    monitorSessionGone: 'The session has already ended',
    monitorOwnSession: 'You cannot kick out your own current session; log out instead',
    monitorSuperAdminOnly: "Only the super admin may kick out the super admin's sessions",
    monitorUserNotFound: 'The user does not exist or has been deleted',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

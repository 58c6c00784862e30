import type { AuthUser } from './session.js'

/** Whether `user` may open the page of menu `code` (the super admin may open every page). */
export const holdsMenu = (code: string) => (user: AuthUser) => user.superAdmin || user.menuCodes.has(code)

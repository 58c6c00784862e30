/**
 * Navigation for code outside React (session code, the request module's handlers). The router
 * registers itself here, so that code need not import the router, which imports the pages.
 */
export type Navigate = (to: string, opts?: { replace?: boolean }) => Promise<void>

let current: Navigate = async (to, opts) => {
  if (opts?.replace) window.location.replace(to)
  else window.location.assign(to)
}

export const setNavigator = (navigate: Navigate) => {
  current = navigate
}

export const navigate: Navigate = (to, opts) => current(to, opts)

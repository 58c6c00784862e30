import type { App, Modal } from 'antd'

export type AppApi = ReturnType<typeof App.useApp>
type Apis = {
  message: AppApi['message']
  modal: Pick<typeof Modal, 'confirm' | 'error' | 'info' | 'success' | 'warning'>
  notification: AppApi['notification']
}

let api: AppApi | null = null

async function current(): Promise<Apis> {
  if (api) return api
  const statics = await import('./antdFeedback')
  return api ?? { message: statics.message, modal: statics.Modal, notification: statics.notification }
}

/** Each method of `Apis[K]`, called once antd is there; the result is not waited for. */
type Deferred<T> = {
  [M in keyof T]: T[M] extends (...args: infer A) => unknown ? (...args: A) => void : never
}

function deferred<K extends keyof Apis>(kind: K): Deferred<Apis[K]> {
  return new Proxy({} as Deferred<Apis[K]>, {
    get:
      (_, method) =>
      (...args: unknown[]) =>
        void current().then((apis) =>
          (apis[kind] as Record<string | symbol, (...a: unknown[]) => unknown>)[method]?.(...args),
        ),
  })
}

/**
 * antd's message / modal / notification for code outside React (the request module, the session
 * code, the login page). Inside the shell (<FeedbackHolder/> mounted in antd's <App>) they follow
 * the theme and the locale; elsewhere antd's static functions are loaded on first use, so a page
 * without antd (the login page) does not load it for a toast it may never show.
 */
export const feedback = {
  message: deferred('message'),
  modal: deferred('modal'),
  notification: deferred('notification'),
}

/** The shell's antd <App> context, while it is mounted (see AntdRoot). */
export function setFeedbackApi(value: AppApi | null) {
  api = value
}

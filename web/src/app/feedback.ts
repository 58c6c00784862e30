import { App, Modal, message, notification } from 'antd'

type AppApi = ReturnType<typeof App.useApp>

let api: AppApi | null = null

/**
 * antd's message / modal / notification for code outside React (the request module, the router).
 * Once <FeedbackHolder/> has rendered inside antd's <App>, they follow the theme and the locale;
 * before that the static functions are used.
 */
export const feedback = {
  get message(): AppApi['message'] {
    return api?.message ?? message
  },
  get modal(): Pick<typeof Modal, 'confirm' | 'error' | 'info' | 'success' | 'warning'> {
    return api?.modal ?? Modal
  },
  get notification(): AppApi['notification'] {
    return api?.notification ?? notification
  },
}

export function FeedbackHolder() {
  api = App.useApp()
  return null
}

import { Card, Skeleton, Spin } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { thirdBindCallback, thirdBindMark, thirdCallback } from '../../api/auth/third'
import { isApiError } from '../../api/request'
import { feedback } from '../../app/feedback'
import { navigate } from '../../app/navigator'
import { LOGIN_PATH } from '../../app/paths'
import { completeLogin } from '../../app/session'

/**
 * One attempt per address: the provider's state is single use, so a second call (React's strict
 * mode runs effects twice in development) would be refused and send the user back to the login.
 */
const attempts = new Map<string, Promise<void>>()

/** Where a binding begun in the user centre comes back to. */
const BIND_TAB = '/usercenter?tab=bind'

interface Texts {
  success: string
  failed: string
  bound: string
  bindFailed: string
}

/** A binding's answer: the user centre, with the outcome as a message (the user is logged in). */
async function finishBind(query: Record<string, string>, texts: Texts) {
  try {
    await thirdBindCallback(query)
    await navigate(BIND_TAB, { replace: true })
    feedback.message.success(texts.bound)
  } catch (error) {
    await navigate(BIND_TAB, { replace: true })
    feedback.message.error(isApiError(error) && error.msg ? error.msg : texts.bindFailed)
  }
}

function finish(search: string, texts: Texts): Promise<void> {
  const { success, failed } = texts
  let attempt = attempts.get(search)
  if (!attempt) {
    const query = Object.fromEntries(new URLSearchParams(search))
    // Read once: a binding is finished once, whatever its outcome.
    const binding = thirdBindMark.fresh()
    thirdBindMark.clear()
    attempt = (async () => {
      // Fewer than two parameters cannot be a provider's answer (spec §4).
      if (Object.keys(query).length < 2) {
        await navigate(binding ? BIND_TAB : LOGIN_PATH, { replace: true })
        return
      }
      if (binding) return finishBind(query, texts)
      let token: string
      try {
        token = await thirdCallback(query)
      } catch (error) {
        await navigate(LOGIN_PATH, { replace: true })
        // antd's static message: the login page has no antd context, and this page's is gone.
        const { message } = await import('../../app/antdFeedback')
        void message.error(isApiError(error) && error.msg ? error.msg : failed)
        return
      }
      try {
        await completeLogin(token)
        feedback.message.success(success)
      } catch {
        // The request module has shown the server's message.
        await navigate(LOGIN_PATH, { replace: true })
      }
    })()
    attempts.set(search, attempt)
  }
  return attempt
}

/**
 * Third-party callback (spec §4): finishes the provider's sign-in, then logs in like the password
 * form; or finishes binding the logged-in user's account, begun in the user centre.
 */
export default function ThirdCallback() {
  const { t } = useTranslation()
  const [binding] = useState(thirdBindMark.fresh)
  useEffect(() => {
    void finish(window.location.search, {
      success: t('login.success'),
      failed: t('login.thirdFailed'),
      bound: t('login.thirdBound'),
      bindFailed: t('login.thirdBindFailed'),
    })
  }, [t])
  return (
    <div style={{ maxWidth: 720, margin: '10vh auto', padding: 16 }} data-testid="third-callback">
      <Card variant="borderless">
        <Spin tip={t(binding ? 'login.thirdBinding' : 'login.thirdLoggingIn')} size="large">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Spin>
      </Card>
    </div>
  )
}

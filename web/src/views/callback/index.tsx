import { Card, Skeleton, Spin } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { thirdCallback } from '../../api/auth/third'
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

function finish(search: string, success: string, failed: string): Promise<void> {
  let attempt = attempts.get(search)
  if (!attempt) {
    const query = Object.fromEntries(new URLSearchParams(search))
    attempt = (async () => {
      // Fewer than two parameters cannot be a provider's answer (spec §4).
      if (Object.keys(query).length < 2) {
        await navigate(LOGIN_PATH, { replace: true })
        return
      }
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

/** Third-party callback (spec §4): finishes the provider's sign-in, then logs in like the password form. */
export default function ThirdCallback() {
  const { t } = useTranslation()
  useEffect(() => {
    void finish(window.location.search, t('login.success'), t('login.thirdFailed'))
  }, [t])
  return (
    <div style={{ maxWidth: 720, margin: '10vh auto', padding: 16 }} data-testid="third-callback">
      <Card variant="borderless">
        <Spin tip={t('login.thirdLoggingIn')} size="large">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Spin>
      </Card>
    </div>
  )
}

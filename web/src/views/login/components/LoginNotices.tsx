import type { NoticeShown } from '@portal/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../api/url'
import RichTextView from '../../../components/RichText/View'

/**
 * The login page's notices, in plain elements (the login page loads no antd). The answer is
 * `no-cache` with an ETag: the browser asks each time and a change shows at once.
 */
export default function LoginNotices() {
  const { t, i18n } = useTranslation()
  const [notices, setNotices] = useState<NoticeShown[]>([])
  // In the interface's language (English where a notice has it), again when it changes.
  const lang = i18n.language === 'en' ? 'en' : 'zh-cn'
  useEffect(() => {
    const ctrl = new AbortController()
    fetch(apiUrl(`/dev/notice/public?place=LOGIN&lang=${lang}`), { signal: ctrl.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ data?: NoticeShown[] }>) : null))
      .then((body) => setNotices(Array.isArray(body?.data) ? body.data : []))
      // Notices are extra: a failure leaves the login page as it is.
      .catch(() => undefined)
    return () => ctrl.abort()
  }, [lang])
  if (!notices.length) return null
  return (
    <section className="login-notices" aria-label={t('admin.noticeCard.title')} data-testid="login-notices">
      <h2 className="login-notices-title">{t('admin.noticeCard.title')}</h2>
      {notices.map((n) => (
        <details key={n.id} className="login-notice">
          <summary>
            {n.pinned && <span className="login-notice-pin">{t('admin.noticeCard.pinned')}</span>}
            {n.title}
          </summary>
          {n.content && <RichTextView html={n.content} className="login-notice-body" />}
        </details>
      ))}
    </section>
  )
}

import { isPhone } from '@portal/contracts'
import { Button, Input, type InputProps } from 'antd-mobile'
import { type ReactNode, useEffect, useState } from 'react'
import { apiUrl } from '../api/url'
import { enterToNext } from './components/enterNext'
import { api, errorText, type Side, setToken, useTexts } from './core'
import { fill } from './texts'

interface Captcha {
  validCodeBase64: string
  validCodeReqNo: string
}

type Name = 'phone' | 'captcha' | 'code'

// Toasts come with antd-mobile's popups (about 25 KB): loaded when the first one shows.
const toast = (content: string, icon?: 'success' | 'fail') =>
  void import('./toast').then((m) => m.showToast(content, icon))

/** One labelled field with its error under it (the sign-in does without antd-mobile's Form). */
function Field({
  label,
  error,
  extra,
  children,
}: {
  label: string
  error?: string
  extra?: ReactNode
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className="m-field">
      <span className="m-field-label">{label}</span>
      <span className="m-field-row">
        <span className="m-field-control">{children}</span>
        {extra}
      </span>
      {error ? (
        <span className="m-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  )
}

/** Each side's sign-in routes: the C side's (any number) and the staff's (an employee's number). */
const ROUTES: Record<Side, { captcha: string; code: string; signIn: string }> = {
  client: {
    captcha: '/auth/c/getPicCaptcha',
    code: '/auth/c/getPhoneValidCode',
    signIn: '/auth/c/doLoginByPhone',
  },
  staff: {
    captcha: '/auth/b/getPicCaptcha',
    code: '/auth/b/getPhoneValidCode',
    signIn: '/auth/b/doLoginByPhone',
  },
}

const WX_TRIED = 'portal.wxTried'
const insideWechat = () => /MicroMessenger/i.test(navigator.userAgent)

/** The query parameter `name` of this page's URL, taken off it (so a reload does not reuse it). */
function takeParam(name: string): string | null {
  const url = new URL(location.href)
  const value = url.searchParams.get(name)
  if (value === null) return null
  url.searchParams.delete(name)
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return value
}

/**
 * Inside WeChat, with an official account configured, an external user signs in through WeChat's
 * web authorisation (the server's `/auth/c/wechat/*`): once per tab it sends the page to WeChat; back
 * with a ticket, a bound identity is signed in, an unbound one gets a ticket that the SMS sign-in
 * below takes along to bind it. Answers that ticket, and whether the page is on its way to WeChat.
 */
function useWechat(enabled: boolean) {
  const [bindTicket, setBindTicket] = useState<string | null>(null)
  const [going, setGoing] = useState(false)
  const t = useTexts()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the sign-in shows
  useEffect(() => {
    if (!enabled) return
    const ticket = takeParam('wx')
    if (takeParam('wx_error') !== null) toast(t.signIn.wechatFailed, 'fail')
    if (ticket) {
      api
        .post<{ token: string | null; bindTicket: string | null }>('/auth/c/wechat/exchange', { ticket })
        .then((r) => (r.token ? setToken(r.token, 'client') : setBindTicket(r.bindTicket)))
        .catch((err) => toast(errorText(err), 'fail'))
      return
    }
    if (!insideWechat() || sessionStorage.getItem(WX_TRIED)) return
    api
      .get<boolean>('/auth/c/wechat/enabled')
      .then((on) => {
        if (!on) return
        sessionStorage.setItem(WX_TRIED, '1')
        setGoing(true)
        const back = `${location.pathname}${location.search}`
        location.assign(`${apiUrl('/auth/c/wechat/start')}?${new URLSearchParams({ back })}`)
      })
      .catch(() => undefined)
  }, [])
  return { bindTicket, going }
}

/**
 * Signing in on a phone: the number, a picture captcha (it lets the SMS go out), the SMS code. An
 * external user has no account (the first sign-in of a number makes its identity); an employee
 * (`side` staff) signs in with their account's mobile number. This is the first screen a phone
 * loads, so it uses only antd-mobile's input and button (see `main.tsx`).
 */
export function SignIn({ side = 'client' }: { side?: Side }) {
  const routes = ROUTES[side]
  const t = useTexts()
  const [values, setValues] = useState<Record<Name, string>>({ phone: '', captcha: '', code: '' })
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({})
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [codeReqNo, setCodeReqNo] = useState<string | null>(null)
  const [wait, setWait] = useState(0)
  const [sending, setSending] = useState(false)
  const [signing, setSigning] = useState(false)
  const wechat = useWechat(side === 'client')

  const input = (name: Name, props: InputProps) => (
    <Input
      {...props}
      value={values[name]}
      onChange={(v) => {
        setValues((o) => ({ ...o, [name]: v }))
        setErrors((o) => ({ ...o, [name]: undefined }))
      }}
      placeholder={t.signIn[`${name}Placeholder`]}
      data-testid={`m-${name}`}
    />
  )
  const checks: Record<Name, (v: string) => string | undefined> = {
    phone: (v) => (isPhone(v) ? undefined : t.signIn.phoneInvalid),
    // The picture is asked for sending a code only, not for signing in with it.
    captcha: (v) => (v.trim() ? undefined : fill(t.common.required, { label: t.signIn.captcha })),
    code: (v) => (/^\d{4,8}$/.test(v) ? undefined : t.signIn.codeInvalid),
  }
  /** True when every named field passes; shows the errors of those that do not. */
  const valid = (...names: Name[]) => {
    const found = Object.fromEntries(names.map((n) => [n, checks[n](values[n])]))
    setErrors((o) => ({ ...o, ...found }))
    return names.every((n) => !found[n])
  }

  const refresh = () =>
    api
      .get<Captcha>(routes.captcha)
      .then(setCaptcha)
      .catch((err) => toast(errorText(err), 'fail'))
  // biome-ignore lint/correctness/useExhaustiveDependencies: one captcha when the page opens
  useEffect(() => {
    void refresh()
  }, [])
  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  async function send() {
    if (!valid('phone', 'captcha')) return
    setSending(true)
    // The pages after the sign-in, fetched while the SMS is on its way.
    void import('./App')
    try {
      const reqNo = await api.get<string>(routes.code, {
        phone: values.phone,
        validCode: values.captcha,
        validCodeReqNo: captcha?.validCodeReqNo,
      })
      setCodeReqNo(reqNo)
      setWait(60)
      toast(t.signIn.sent, 'success')
    } catch (err) {
      toast(errorText(err), 'fail')
    } finally {
      // The captcha answered once, right or wrong: a new one for the next try.
      setValues((o) => ({ ...o, captcha: '' }))
      void refresh()
      setSending(false)
    }
  }

  async function submit() {
    if (!valid('phone', 'code')) return
    if (!codeReqNo) {
      toast(t.signIn.codeInvalid)
      return
    }
    setSigning(true)
    try {
      const token = await api.post<string>(routes.signIn, {
        phone: values.phone,
        validCode: values.code,
        validCodeReqNo: codeReqNo,
        ...(wechat.bindTicket ? { wxTicket: wechat.bindTicket } : {}),
      })
      setToken(token, side)
    } catch (err) {
      toast(errorText(err), 'fail')
      setSigning(false)
    }
  }

  return (
    <fieldset className="m-signin m-fieldset" onKeyDown={enterToNext}>
      <p className="m-muted">{side === 'staff' ? t.signIn.staffIntro : t.signIn.intro}</p>
      {wechat.going && <p className="m-muted">{t.signIn.wechatGoing}</p>}
      {wechat.bindTicket && (
        <p className="m-muted" data-testid="m-wechat-bind">
          {t.signIn.wechatBind}
        </p>
      )}
      <Field label={t.signIn.phone} error={errors.phone}>
        {input('phone', { type: 'tel', inputMode: 'numeric', maxLength: 11, clearable: true })}
      </Field>
      <Field
        label={t.signIn.captcha}
        error={errors.captcha}
        extra={
          captcha ? (
            <button
              type="button"
              className="m-captcha"
              onClick={() => void refresh()}
              title={t.signIn.captchaRefresh}
            >
              <img
                src={captcha.validCodeBase64}
                alt={t.signIn.captchaRefresh}
                data-testid="m-captcha-img"
                data-reqno={captcha.validCodeReqNo}
              />
            </button>
          ) : null
        }
      >
        {input('captcha', { maxLength: 8, autoComplete: 'off' })}
      </Field>
      <Field
        label={t.signIn.code}
        error={errors.code}
        extra={
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={wait > 0}
            loading={sending}
            onClick={send}
            data-testid="m-send-code"
          >
            {wait > 0 ? fill(t.signIn.resend, { s: wait }) : t.signIn.send}
          </Button>
        }
      >
        {input('code', { type: 'tel', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 })}
      </Field>
      <Button
        block
        color="primary"
        size="large"
        loading={signing}
        onClick={submit}
        data-testid="m-signin-submit"
      >
        {t.signIn.submit}
      </Button>
    </fieldset>
  )
}

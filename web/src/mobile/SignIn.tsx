import { isPhone } from '@portal/contracts'
import { Button, Form, Input, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { enterToNext } from './components/enterNext'
import { api, errorText, setToken, useTexts } from './core'
import { fill } from './texts'

interface Captcha {
  validCodeBase64: string
  validCodeReqNo: string
}

/**
 * Signing in on a phone: the number, a picture captcha (it lets the SMS go out), the SMS code.
 * No account: the first sign-in of a number makes its identity.
 */
export function SignIn() {
  const t = useTexts()
  const [form] = Form.useForm()
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [codeReqNo, setCodeReqNo] = useState<string | null>(null)
  const [wait, setWait] = useState(0)
  const [sending, setSending] = useState(false)
  const [signing, setSigning] = useState(false)

  const refresh = () =>
    api
      .get<Captcha>('/auth/c/getPicCaptcha')
      .then(setCaptcha)
      .catch((err) => Toast.show({ icon: 'fail', content: errorText(err) }))
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
    try {
      await form.validateFields(['phone'])
    } catch {
      return
    }
    const { phone, captcha: answer } = form.getFieldsValue() as { phone: string; captcha?: string }
    // The picture is asked for sending a code only, not for signing in with it.
    if (!answer?.trim()) {
      form.setFields([{ name: 'captcha', errors: [fill(t.common.required, { label: t.signIn.captcha })] }])
      return
    }
    setSending(true)
    try {
      const reqNo = await api.get<string>('/auth/c/getPhoneValidCode', {
        phone,
        validCode: answer,
        validCodeReqNo: captcha?.validCodeReqNo,
      })
      setCodeReqNo(reqNo)
      setWait(60)
      Toast.show({ icon: 'success', content: t.signIn.sent })
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    } finally {
      // The captcha answered once, right or wrong: a new one for the next try.
      form.setFieldValue('captcha', '')
      void refresh()
      setSending(false)
    }
  }

  async function submit(values: { phone: string; code: string }) {
    if (!codeReqNo) {
      Toast.show({ content: t.signIn.codeInvalid })
      return
    }
    setSigning(true)
    try {
      const token = await api.post<string>('/auth/c/doLoginByPhone', {
        phone: values.phone,
        validCode: values.code,
        validCodeReqNo: codeReqNo,
      })
      setToken(token)
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err) })
    } finally {
      setSigning(false)
    }
  }

  return (
    <fieldset className="m-signin m-fieldset" onKeyDown={enterToNext}>
      <p className="m-muted">{t.signIn.intro}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={signing}
            data-testid="m-signin-submit"
          >
            {t.signIn.submit}
          </Button>
        }
      >
        <Form.Item
          name="phone"
          label={t.signIn.phone}
          rules={[
            {
              validator: async (_r, v: string) =>
                v && isPhone(v) ? undefined : Promise.reject(t.signIn.phoneInvalid),
            },
          ]}
        >
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            clearable
            placeholder={t.signIn.phonePlaceholder}
            data-testid="m-phone"
          />
        </Form.Item>
        <Form.Item
          name="captcha"
          label={t.signIn.captcha}
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
          <Input
            maxLength={8}
            autoComplete="off"
            placeholder={t.signIn.captchaPlaceholder}
            data-testid="m-captcha"
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t.signIn.code}
          rules={[
            {
              validator: async (_r, v: string) =>
                v && /^\d{4,8}$/.test(v) ? undefined : Promise.reject(t.signIn.codeInvalid),
            },
          ]}
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
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            placeholder={t.signIn.codePlaceholder}
            data-testid="m-code"
          />
        </Form.Item>
      </Form>
    </fieldset>
  )
}

import { LockOutlined, MailOutlined, MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import { ALNUM_RE, CODE_RESEND_SECONDS, DIGITS_RE, EMAIL_RE, PHONE_RE, SysBaseKey } from '@portal/contracts'
import { App, Button, Form, Input, Modal, Space, message as staticMessage, Tabs } from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { userCenterApi } from '../../api/sys/userCenter'
import LangSwitch from '../../components/LangSwitch'
import Logo from '../../components/Logo'
import { CaptchaButton, usePicCaptcha } from '../../components/PicCaptcha'
import { useSysName } from '../../components/useSysName'
import { useBaseConfigStore } from '../../stores/baseConfig'
import { useSettingsStore } from '../../stores/settings'
import { preloadCrypto, sm2Encrypt } from '../../utils/crypto'
import Copyright from '../login/components/Copyright'
import './findpwd.css'

type Channel = 'phone' | 'email'

interface ResetForm {
  target: string
  validCode: string
  newPassword: string
}

/** Machine-validation modal width (spec §9). */
const CAPTCHA_MODAL_WIDTH = 400

/** The 60-second resend countdown; `stop` ends it early (a failed send). */
function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  const stop = useCallback(() => {
    window.clearInterval(timer.current)
    setLeft(0)
  }, [])
  const start = useCallback(() => {
    window.clearInterval(timer.current)
    setLeft(CODE_RESEND_SECONDS)
    timer.current = window.setInterval(() => {
      setLeft((s) => {
        if (s <= 1) window.clearInterval(timer.current)
        return Math.max(s - 1, 0)
      })
    }, 1000)
  }, [])
  useEffect(() => () => window.clearInterval(timer.current), [])
  return { left, start, stop }
}

/** One recovery form: phone or e-mail, code with send button, new password. */
function RecoveryForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const lang = useSettingsStore((s) => s.lang)
  const loadConfig = useBaseConfigStore((s) => s.load)
  const [form] = Form.useForm<ResetForm>()
  const [captchaForm] = Form.useForm<{ code: string }>()
  const [captchaOpen, setCaptchaOpen] = useState(false)
  const { captcha, refresh: refreshCaptcha } = usePicCaptcha(userCenterApi.recoveryCaptcha)
  const [reqNo, setReqNo] = useState<string | null>(null)
  const [resetting, setResetting] = useState(false)
  const countdown = useCountdown()
  const isPhone = channel === 'phone'

  // Messages already shown were produced in the old language: validate those fields again.
  useEffect(() => {
    if (!lang) return
    const shown = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name)
    if (shown.length > 0) form.validateFields(shown).catch(() => {})
  }, [lang, form])

  const openCaptcha = async () => {
    try {
      await form.validateFields(['target'])
    } catch {
      return
    }
    captchaForm.resetFields()
    setCaptchaOpen(true)
    void refreshCaptcha()
  }

  const sendCode = async () => {
    const { code } = await captchaForm.validateFields()
    if (!captcha) return
    const target = String(form.getFieldValue('target')).trim()
    setCaptchaOpen(false)
    countdown.start()
    const hide = message.loading(t('findPwd.sending'), 0)
    try {
      const params = { validCode: code.trim(), validCodeReqNo: captcha.validCodeReqNo }
      const no = isPhone
        ? await userCenterApi.findPasswordGetPhoneValidCode({ phone: target, ...params })
        : await userCenterApi.findPasswordGetEmailValidCode({ email: target, ...params })
      setReqNo(no)
      hide()
      message.success(t('findPwd.sent'))
    } catch {
      // The request module has shown the server's message.
      hide()
      countdown.stop()
    }
  }

  const onFinish = async (values: ResetForm) => {
    setResetting(true)
    try {
      const key = (await loadConfig())[SysBaseKey.sm2PublicKey]
      if (!key) {
        message.error(t('login.keyMissing'))
        return
      }
      const body = {
        validCode: values.validCode.trim(),
        validCodeReqNo: reqNo ?? '',
        newPassword: await sm2Encrypt(values.newPassword, key),
      }
      const target = values.target.trim()
      if (isPhone) await userCenterApi.findPasswordByPhone({ phone: target, ...body })
      else await userCenterApi.findPasswordByEmail({ email: target, ...body })
      await navigate('/')
      // '/' leads to the login page, outside antd's <App>, whose messages vanish with it: antd's
      // static message renders in a root of its own and stays.
      staticMessage.success(t('findPwd.success'))
    } catch {
      // Shown by the request module; only the loading state is cleared.
    } finally {
      setResetting(false)
    }
  }

  return (
    <>
      <Form<ResetForm>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={onFinish}
        data-testid={`findpwd-${channel}-form`}
      >
        <Form.Item
          name="target"
          label={isPhone ? t('findPwd.phone') : t('findPwd.email')}
          validateTrigger={['onBlur', 'onChange']}
          rules={[
            {
              required: true,
              whitespace: true,
              message: isPhone ? t('findPwd.phoneInvalid') : t('findPwd.emailInvalid'),
            },
            {
              pattern: isPhone ? PHONE_RE : EMAIL_RE,
              message: isPhone ? t('findPwd.phoneInvalid') : t('findPwd.emailInvalid'),
            },
          ]}
        >
          <Input
            prefix={isPhone ? <MobileOutlined /> : <MailOutlined />}
            placeholder={isPhone ? t('findPwd.phonePlaceholder') : t('findPwd.emailPlaceholder')}
            autoComplete={isPhone ? 'tel' : 'email'}
            inputMode={isPhone ? 'tel' : 'email'}
            maxLength={isPhone ? 11 : 128}
            data-testid="findpwd-target"
          />
        </Form.Item>
        <Form.Item label={t('findPwd.code')} required>
          <Space.Compact block>
            <Form.Item
              name="validCode"
              noStyle
              validateTrigger={['onBlur', 'onChange']}
              rules={[
                { required: true, whitespace: true, message: t('findPwd.codeRequired') },
                { pattern: DIGITS_RE, message: t('findPwd.codeDigits') },
              ]}
            >
              <Input
                prefix={<SafetyCertificateOutlined />}
                placeholder={t('findPwd.codePlaceholder')}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={8}
                data-testid="findpwd-code"
              />
            </Form.Item>
            <Button
              onClick={() => void openCaptcha()}
              disabled={countdown.left > 0}
              className="findpwd-send"
              data-testid="findpwd-send"
            >
              {countdown.left > 0 ? t('findPwd.resendIn', { s: countdown.left }) : t('findPwd.send')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('findPwd.newPassword')}
          validateTrigger={['onBlur', 'onChange']}
          rules={[{ required: true, message: t('findPwd.newPasswordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('findPwd.newPasswordPlaceholder')}
            autoComplete="new-password"
            data-testid="findpwd-password"
          />
        </Form.Item>
        <div className="findpwd-actions">
          <Button onClick={() => void navigate('/login')} data-testid="findpwd-back">
            {t('findPwd.backToLogin')}
          </Button>
          <Button type="primary" htmlType="submit" loading={resetting} data-testid="findpwd-reset">
            {t('findPwd.reset')}
          </Button>
        </div>
      </Form>
      <Modal
        title={t('findPwd.machineValidation')}
        open={captchaOpen}
        width={CAPTCHA_MODAL_WIDTH}
        onCancel={() => setCaptchaOpen(false)}
        onOk={() => void sendCode().catch(() => {})}
        destroyOnHidden
        data-testid="findpwd-captcha-modal"
      >
        <Form form={captchaForm} layout="vertical" onFinish={() => void sendCode().catch(() => {})}>
          <CaptchaButton
            captcha={captcha}
            onRefresh={refreshCaptcha}
            refreshLabel={t('findPwd.captchaRefresh')}
            alt={t('findPwd.captchaAlt')}
            className="findpwd-captcha"
            testId="findpwd-captcha-img"
          />
          <Form.Item
            name="code"
            label={t('findPwd.captcha')}
            validateTrigger={['onBlur', 'onChange']}
            rules={[
              { required: true, whitespace: true, message: t('findPwd.captchaRequired') },
              { pattern: ALNUM_RE, message: t('findPwd.captchaAlnum') },
            ]}
          >
            <Input
              placeholder={t('findPwd.captchaPlaceholder')}
              autoComplete="off"
              maxLength={16}
              autoFocus
              data-testid="findpwd-captcha-input"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

/** Forgot password (/findpwd, spec §2): by phone or by e-mail. */
export default function FindPassword() {
  const { t } = useTranslation()
  const sysName = useSysName()
  useEffect(() => {
    preloadCrypto()
  }, [])
  return (
    <div className="findpwd-page">
      <div className="findpwd-toolbar">
        <LangSwitch />
      </div>
      <main className="findpwd-center">
        <section className="findpwd-card" aria-labelledby="findpwd-heading" data-testid="findpwd-card">
          <div className="findpwd-brand">
            <Logo size={36} />
            <span className="findpwd-sys">{sysName}</span>
          </div>
          <h1 id="findpwd-heading" className="findpwd-heading">
            {t('findPwd.title')}
          </h1>
          <p className="findpwd-subtitle">{t('findPwd.subtitle')}</p>
          <Tabs
            defaultActiveKey="phone"
            items={[
              {
                key: 'phone',
                label: <span data-testid="findpwd-tab-phone">{t('findPwd.phoneTab')}</span>,
                children: <RecoveryForm channel="phone" />,
              },
              {
                key: 'email',
                label: <span data-testid="findpwd-tab-email">{t('findPwd.emailTab')}</span>,
                children: <RecoveryForm channel="email" />,
              },
            ]}
          />
        </section>
      </main>
      <footer className="findpwd-footer">
        <Copyright />
      </footer>
    </div>
  )
}

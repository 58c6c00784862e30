import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons'
import { type PicCaptcha, SysBaseKey } from '@portal/contracts'
import { App, Button, Col, Form, Input, Row, Tabs } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { doLogin, getPicCaptcha } from '../../api/auth'
import { completeLogin } from '../../app/session'
import LangSwitch from '../../components/LangSwitch'
import Logo from '../../components/Logo'
import { useSysName } from '../../components/useSysName'
import { useBaseConfigStore } from '../../stores/baseConfig'
import { useSettingsStore } from '../../stores/settings'
import { preloadCrypto, sm2Encrypt } from '../../utils/crypto'
import BrandPanel from './components/BrandPanel'
import Copyright from './components/Copyright'
import './login.css'

interface LoginForm {
  account: string
  password: string
  validCode?: string
}

/** Captcha row: input and image share 24 columns as 17/7 (spec §9). */
const CAPTCHA_COLS = [17, 7] as const

export default function Login() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm<LoginForm>()
  const lang = useSettingsStore((s) => s.lang)
  const config = useBaseConfigStore((s) => s.config)
  const loadConfig = useBaseConfigStore((s) => s.load)
  const sysName = useSysName()
  const captchaOpen = config[SysBaseKey.captchaOpen] === 'true'
  const description = config[SysBaseKey.description]?.trim()
  const [captcha, setCaptcha] = useState<PicCaptcha | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    void loadConfig()
    preloadCrypto()
  }, [loadConfig])

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha(await getPicCaptcha())
    } catch {
      setCaptcha(null)
    }
  }, [])

  useEffect(() => {
    if (captchaOpen) void refreshCaptcha()
  }, [captchaOpen, refreshCaptcha])

  // Messages already shown were produced in the old language: validate those fields again.
  useEffect(() => {
    if (!lang) return
    const shown = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name)
    if (shown.length > 0) form.validateFields(shown).catch(() => {})
  }, [lang, form])

  const publicKey = async (): Promise<string> => {
    const key = config[SysBaseKey.sm2PublicKey] || (await loadConfig(true))[SysBaseKey.sm2PublicKey]
    if (!key) throw new Error('SM2 public key missing')
    return key
  }

  const onFinish = async (values: LoginForm) => {
    setLoading(true)
    try {
      let key: string
      try {
        key = await publicKey()
      } catch (error) {
        message.error(t('login.keyMissing'))
        throw error
      }
      const token = await doLogin({
        account: values.account.trim(),
        password: await sm2Encrypt(values.password, key),
        ...(captchaOpen
          ? { validCode: values.validCode?.trim(), validCodeReqNo: captcha?.validCodeReqNo }
          : {}),
      })
      await completeLogin(token)
      message.success(t('login.success'))
    } catch {
      // The request module has shown the server's message.
      setLoading(false)
      if (captchaOpen) {
        form.setFieldValue('validCode', '')
        void refreshCaptcha()
      }
    }
  }

  const loginForm = (
    <Form<LoginForm>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      autoComplete="on"
      className="login-form"
      data-testid="login-form"
    >
      <Form.Item
        name="account"
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.account')}
          autoComplete="username"
          data-testid="login-account"
          allowClear
        />
      </Form.Item>
      <Form.Item
        name="password"
        validateTrigger="onBlur"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {captchaOpen && (
        <Row gutter={8} data-testid="login-captcha-row">
          <Col span={CAPTCHA_COLS[0]}>
            <Form.Item
              name="validCode"
              validateTrigger="onBlur"
              rules={[{ required: true, whitespace: true, message: t('login.validCodeRequired') }]}
            >
              <Input
                prefix={<SafetyCertificateOutlined />}
                placeholder={t('login.validCodePlaceholder')}
                aria-label={t('login.validCode')}
                autoComplete="off"
                maxLength={16}
                data-testid="login-captcha"
              />
            </Form.Item>
          </Col>
          <Col span={CAPTCHA_COLS[1]}>
            <button
              type="button"
              className="login-captcha"
              onClick={() => void refreshCaptcha()}
              title={t('login.captchaRefresh')}
              aria-label={t('login.captchaRefresh')}
              data-testid="login-captcha-img"
            >
              {captcha && <img src={captcha.validCodeBase64} alt={t('login.captchaAlt')} />}
            </button>
          </Col>
        </Row>
      )}
      <div className="login-form-extra">
        <Link to="/findpwd" data-testid="forgot-password">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Form.Item className="login-submit">
        <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
          {loading ? t('login.signingIn') : t('login.signIn')}
        </Button>
      </Form.Item>
    </Form>
  )

  return (
    <div className="login-page">
      <BrandPanel />
      <main className="login-main">
        <div className="login-toolbar">
          <LangSwitch />
        </div>
        <div className="login-center">
          <section className="login-card" aria-labelledby="login-heading">
            <div className="login-card-brand">
              <Logo size={40} />
              <div>
                <div className="login-card-name" data-testid="sys-name">
                  {sysName}
                </div>
                {description && <div className="login-card-desc">{description}</div>}
              </div>
            </div>
            <h1 id="login-heading" className="login-heading">
              {t('login.welcome')}
            </h1>
            <p className="login-subtitle">{t('login.subtitle')}</p>
            <Tabs
              className="login-tabs"
              defaultActiveKey="account"
              items={[{ key: 'account', label: t('login.accountPassword'), children: loginForm }]}
            />
          </section>
        </div>
        <footer className="login-footer">
          <Copyright />
        </footer>
      </main>
    </div>
  )
}

import EyeInvisibleOutlined from '@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined'
import EyeOutlined from '@ant-design/icons-svg/lib/asn/EyeOutlined'
import LoadingOutlined from '@ant-design/icons-svg/lib/asn/LoadingOutlined'
import LockOutlined from '@ant-design/icons-svg/lib/asn/LockOutlined'
import SafetyCertificateOutlined from '@ant-design/icons-svg/lib/asn/SafetyCertificateOutlined'
import UserOutlined from '@ant-design/icons-svg/lib/asn/UserOutlined'
import type { IconDefinition } from '@ant-design/icons-svg/lib/types'
import { SysBaseKey, type ThirdLoginOption } from '@portal/contracts'
import type { ParseKeys } from 'i18next'
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { doLogin, getPicCaptcha } from '../../api/auth'
import { thirdLoginOptions, thirdRenderUrl } from '../../api/auth/third'
import { isApiError } from '../../api/request'
import { feedback } from '../../app/feedback'
import { FINDPWD_PATH } from '../../app/paths'
import { completeLogin } from '../../app/session'
import Logo from '../../components/Logo'
import { CaptchaButton, usePicCaptcha } from '../../components/PicCaptcha'
import { useSysName } from '../../components/useSysName'
import { useBaseConfigStore } from '../../stores/baseConfig'
import { preloadCrypto, sm2Encrypt } from '../../utils/crypto'
import BrandPanel from './components/BrandPanel'
import Copyright from './components/Copyright'
import LangMenu from './components/LangMenu'
import LoginNotices from './components/LoginNotices'
import SvgIcon from './components/SvgIcon'
import './login.css'

type Field = 'account' | 'password' | 'validCode' | 'otpCode'
type Values = Record<Field, string>
type Errors = Partial<Record<Field, ParseKeys>>

const REQUIRED: Record<Field, ParseKeys> = {
  account: 'login.accountRequired',
  password: 'login.passwordRequired',
  validCode: 'login.validCodeRequired',
  otpCode: 'login.otpCodeRequired',
}

/** Required fields; the account and the captcha must be more than blanks, a password may be anything. */
const missing = (field: Field, value: string) => (field === 'password' ? value === '' : value.trim() === '')

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: Field
  icon: IconDefinition
  error?: string
  suffix?: ReactNode
}

/** An input with its icon and its message, styled like antd's large input. */
function LoginField({ name, icon, error, suffix, ...input }: FieldProps) {
  const errorId = `login-${name}-error`
  return (
    <div className={`login-field${error ? ' has-error' : ''}`}>
      <span className="login-input">
        <SvgIcon icon={icon} className="login-input-prefix" />
        <input
          id={`login-${name}`}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {suffix}
      </span>
      {error && (
        <div id={errorId} className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  )
}

/**
 * The login page (spec §4). Built without antd so that it shows at once on a cold load: the form does
 * not wait for the base configuration (name, logo, captcha switch), which fills in when it arrives.
 */
export default function Login() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const config = useBaseConfigStore((s) => s.config)
  const loadConfig = useBaseConfigStore((s) => s.load)
  const sysName = useSysName()
  const captchaOpen = config[SysBaseKey.captchaOpen] === 'true'
  const description = config[SysBaseKey.description]?.trim()
  const [values, setValues] = useState<Values>({ account: '', password: '', validCode: '', otpCode: '' })
  // The server asked for the one-time code (the password was right): the field shows from then on.
  const [otpAsked, setOtpAsked] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [showPassword, setShowPassword] = useState(false)
  const { captcha, refresh: refreshCaptcha } = usePicCaptcha(getPicCaptcha)
  const [loading, setLoading] = useState(false)
  const [providers, setProviders] = useState<ThirdLoginOption[]>([])

  useEffect(() => {
    void loadConfig()
    preloadCrypto()
    // A button per enabled third-party login; none when the call fails.
    thirdLoginOptions().then(setProviders, () => setProviders([]))
  }, [loadConfig])

  useEffect(() => {
    if (captchaOpen) void refreshCaptcha()
  }, [captchaOpen, refreshCaptcha])

  const fields: Field[] = [
    'account',
    'password',
    ...(captchaOpen ? (['validCode'] as const) : []),
    ...(otpAsked ? (['otpCode'] as const) : []),
  ]
  // Messages are kept as keys, so a language switch rewords the ones shown.
  const check = (field: Field, value = values[field]) =>
    setErrors((e) => ({ ...e, [field]: missing(field, value) ? REQUIRED[field] : undefined }))
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      const { value } = e.target
      setValues((v) => ({ ...v, [field]: value }))
      if (errors[field]) check(field, value)
    },
    onBlur: () => check(field),
    error: errors[field] && t(errors[field]),
  })

  const publicKey = async (): Promise<string> => {
    const key = config[SysBaseKey.sm2PublicKey] || (await loadConfig(true))[SysBaseKey.sm2PublicKey]
    if (!key) throw new Error('SM2 public key missing')
    return key
  }

  const submit = async () => {
    setLoading(true)
    try {
      let key: string
      try {
        key = await publicKey()
      } catch (error) {
        feedback.message.error(t('login.keyMissing'))
        throw error
      }
      const token = await doLogin({
        account: values.account.trim(),
        password: await sm2Encrypt(values.password, key),
        ...(captchaOpen
          ? { validCode: values.validCode.trim(), validCodeReqNo: captcha?.validCodeReqNo }
          : {}),
        ...(otpAsked ? { otpCode: values.otpCode.trim() } : {}),
      })
      await completeLogin(token)
      feedback.message.success(t('login.success'))
    } catch (error) {
      // The request module has shown the server's message.
      setLoading(false)
      if (isApiError(error) && (error.data as { otpRequired?: boolean } | null)?.otpRequired) {
        setOtpAsked(true)
        setValues((v) => ({ ...v, otpCode: '' }))
        setTimeout(() => document.getElementById('login-otpCode')?.focus(), 0)
      }
      if (captchaOpen) {
        setValues((v) => ({ ...v, validCode: '' }))
        void refreshCaptcha()
      }
    }
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (loading) return
    const found: Errors = {}
    for (const f of fields) if (missing(f, values[f])) found[f] = REQUIRED[f]
    setErrors(found)
    const first = fields.find((f) => found[f])
    if (first) document.getElementById(`login-${first}`)?.focus()
    else void submit()
  }

  const loginForm = (
    <form className="login-form" data-testid="login-form" noValidate autoComplete="on" onSubmit={onSubmit}>
      <LoginField
        {...bind('account')}
        name="account"
        icon={UserOutlined}
        placeholder={t('login.accountPlaceholder')}
        aria-label={t('login.account')}
        autoComplete="username"
        data-testid="login-account"
      />
      <LoginField
        {...bind('password')}
        name="password"
        icon={LockOutlined}
        type={showPassword ? 'text' : 'password'}
        placeholder={t('login.passwordPlaceholder')}
        aria-label={t('login.password')}
        autoComplete="current-password"
        data-testid="login-password"
        suffix={
          <button
            type="button"
            className="login-input-suffix"
            aria-label={t(showPassword ? 'loginForm.hidePassword' : 'loginForm.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword(!showPassword)}
          >
            <SvgIcon icon={showPassword ? EyeOutlined : EyeInvisibleOutlined} />
          </button>
        }
      />
      {captchaOpen && (
        <div className="login-captcha-row" data-testid="login-captcha-row">
          <LoginField
            {...bind('validCode')}
            name="validCode"
            icon={SafetyCertificateOutlined}
            placeholder={t('login.validCodePlaceholder')}
            aria-label={t('login.validCode')}
            autoComplete="off"
            maxLength={16}
            data-testid="login-captcha"
          />
          <CaptchaButton
            captcha={captcha}
            onRefresh={refreshCaptcha}
            refreshLabel={t('login.captchaRefresh')}
            alt={t('login.captchaAlt')}
            className="login-captcha"
            testId="login-captcha-img"
          />
        </div>
      )}
      {otpAsked && (
        <>
          <p className="login-otp-hint" data-testid="login-otp-hint">
            {t('login.otpHint')}
          </p>
          <LoginField
            {...bind('otpCode')}
            name="otpCode"
            icon={SafetyCertificateOutlined}
            placeholder={t('login.otpCodePlaceholder')}
            aria-label={t('login.otpCode')}
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={16}
            data-testid="login-otp"
          />
        </>
      )}
      <div className="login-form-extra">
        <Link to={FINDPWD_PATH} data-testid="forgot-password">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <button
        type="submit"
        className={`login-submit${loading ? ' is-loading' : ''}`}
        aria-busy={loading}
        data-testid="login-submit"
      >
        {loading && <SvgIcon icon={LoadingOutlined} className="login-spin" />}
        <span>{loading ? t('login.signingIn') : t('login.signIn')}</span>
      </button>
    </form>
  )

  return (
    <div className="login-page">
      <BrandPanel />
      <main className="login-main">
        <div className="login-toolbar">
          <LangMenu />
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
            <div className="login-tabs" role="tablist">
              <button
                type="button"
                role="tab"
                id="login-tab-account"
                aria-selected="true"
                aria-controls="login-panel-account"
                className="login-tab"
              >
                {t('login.accountPassword')}
              </button>
            </div>
            <div role="tabpanel" id="login-panel-account" aria-labelledby="login-tab-account">
              {loginForm}
            </div>
            {providers.length > 0 && (
              <div className="login-third" data-testid="login-third">
                <div className="login-third-title">{t('login.thirdParty')}</div>
                <div className="login-third-list">
                  {providers.map((p) => (
                    <a
                      key={p.platform}
                      className="login-third-button"
                      href={thirdRenderUrl(p.platform)}
                      data-testid={`login-third-${p.platform}`}
                    >
                      {(lang === 'en' && p.nameEn) || p.name}
                    </a>
                  ))}
                </div>
              </div>
            )}
          </section>
          <LoginNotices />
        </div>
        <footer className="login-footer">
          <Copyright />
        </footer>
      </main>
    </div>
  )
}

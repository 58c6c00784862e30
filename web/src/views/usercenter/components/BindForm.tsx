import { CODE_RESEND_SECONDS, USER_LIMITS } from '@portal/contracts'
import { App, Button, Divider, Form, Input, Space } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getLoginUser } from '../../../api/auth'
import { userCenterApi } from '../../../api/sys/userCenter'
import { useRules } from '../../../components/AdminKit'
import { useUserStore } from '../../../stores/user'
import OwnBindings from '../../auth/third/components/OwnBindings'

/** Bind a phone or an e-mail with a code sent to it. */
export default function BindForm() {
  const { t } = useTranslation()
  const user = useUserStore((s) => s.userInfo)
  return (
    <div style={{ maxWidth: 480 }}>
      <Divider titlePlacement="start">{t('admin.center.bindPhone')}</Divider>
      <p data-testid="bind-phone-state">
        {user?.phone ? t('admin.center.bound', { value: user.phone }) : t('admin.center.notBound')}
      </p>
      <Channel kind="phone" />
      <Divider titlePlacement="start">{t('admin.center.bindEmail')}</Divider>
      <p data-testid="bind-email-state">
        {user?.email ? t('admin.center.bound', { value: user.email }) : t('admin.center.notBound')}
      </p>
      <Channel kind="email" />
      <OwnBindings />
    </div>
  )
}

function Channel({ kind }: { kind: 'phone' | 'email' }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const rules = useRules()
  const [form] = Form.useForm()
  const setUserInfo = useUserStore((s) => s.setUserInfo)
  const [reqNo, setReqNo] = useState('')
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)
  const label = kind === 'phone' ? t('admin.user.phone') : t('admin.user.email')

  useEffect(() => {
    if (left <= 0) return
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [left])

  const send = async () => {
    try {
      const { target } = await form.validateFields(['target'])
      setSending(true)
      setReqNo(
        kind === 'phone'
          ? await userCenterApi.getBindPhoneValidCode(target)
          : await userCenterApi.getBindEmailValidCode(target),
      )
      setLeft(CODE_RESEND_SECONDS)
    } catch {
      setLeft(0)
    } finally {
      setSending(false)
    }
  }
  const bind = async (v: { target: string; validCode: string }) => {
    try {
      if (kind === 'phone')
        await userCenterApi.bindPhone({ phone: v.target, validCode: v.validCode, validCodeReqNo: reqNo })
      else await userCenterApi.bindEmail({ email: v.target, validCode: v.validCode, validCodeReqNo: reqNo })
      form.resetFields()
      void message.success(t('admin.center.bindDone'), 1)
      setUserInfo(await getLoginUser())
    } catch {
      // shown by the request module; the server's code is spent either way
      form.setFieldValue('validCode', '')
    } finally {
      // A code is checked once, right or wrong: the next try needs a new one.
      setReqNo('')
    }
  }
  return (
    <Form form={form} layout="vertical" onFinish={bind} data-testid={`bind-${kind}-form`}>
      <Form.Item
        name="target"
        label={label}
        rules={[rules.required(label), kind === 'phone' ? rules.phone() : rules.email()]}
      >
        <Input maxLength={USER_LIMITS[kind]} data-testid={`bind-${kind}-target`} />
      </Form.Item>
      <Form.Item label={t('admin.center.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="validCode"
            noStyle
            rules={[
              rules.required(t('admin.center.code')),
              { pattern: /^\d{4,8}$/, message: t('admin.center.codeDigits') },
            ]}
          >
            <Input maxLength={8} data-testid={`bind-${kind}-code`} />
          </Form.Item>
          <Button
            onClick={() => void send()}
            disabled={left > 0}
            loading={sending}
            data-testid={`bind-${kind}-send`}
          >
            {left > 0 ? t('admin.center.resend', { seconds: left }) : t('admin.center.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!reqNo} data-testid={`bind-${kind}-submit`}>
        {kind === 'phone' ? t('admin.center.bindPhone') : t('admin.center.bindEmail')}
      </Button>
    </Form>
  )
}

import { DownloadOutlined, SafetyOutlined } from '@ant-design/icons'
import { SysBaseKey } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  QRCode,
  Result,
  Space,
  Spin,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getLoginUser } from '../../../api/auth'
import { userCenterApi } from '../../../api/sys/userCenter'
import { landingPath } from '../../../app/session'
import { useSaving } from '../../../components/AdminKit/crud'
import { saveBlob } from '../../../components/AdminKit/download'
import { useBaseConfigStore } from '../../../stores/baseConfig'
import { useMenuStore } from '../../../stores/menu'
import { useUserStore } from '../../../stores/user'
import { sm2Encrypt } from '../../../utils/crypto'
import { useFormatTime } from '../../../utils/time'

const CODE_RE = /^\d{6}$/

/**
 * The caller's one-time password (`core/otp.ts`): bind with a QR code and a first code, see the
 * recovery codes once, unbind with the password and a code.
 */
export default function OtpForm() {
  const { t } = useTranslation()
  const time = useFormatTime()
  const queryClient = useQueryClient()
  const status = useQuery(userCenterApi.otpStatus.query())
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null)
  const [recovery, setRecovery] = useState<string[] | null>(null)
  const reload = () => queryClient.invalidateQueries({ queryKey: userCenterApi.otpStatus.key })
  if (!status.data) return <Spin />
  const s = status.data

  if (recovery) return <RecoveryCodes codes={recovery} onDone={() => setRecovery(null)} />
  return (
    <div style={{ maxWidth: 560 }} data-testid="center-otp">
      <Typography.Paragraph>{t('admin.center.otpIntro')}</Typography.Paragraph>
      {s.bound ? (
        <>
          <Alert
            type="success"
            showIcon
            icon={<SafetyOutlined />}
            title={t('admin.center.otpBound')}
            description={
              <>
                {s.boundAt && <div>{t('admin.center.otpBoundAt', { time: time(s.boundAt) })}</div>}
                <div>{t('admin.center.otpRecoveryLeft', { n: s.recoveryLeft })}</div>
              </>
            }
            style={{ marginBottom: 16 }}
            data-testid="otp-bound"
          />
          <UnbindForm required={s.required} onDone={() => void reload()} />
        </>
      ) : setup ? (
        <BindStep
          setup={setup}
          onBound={(codes) => {
            setSetup(null)
            setRecovery(codes)
            void reload()
          }}
        />
      ) : (
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('admin.center.otpNotBound')}</Typography.Text>
          <Button
            type="primary"
            onClick={async () => setSetup(await userCenterApi.otpSetup())}
            data-testid="otp-start"
          >
            {t('admin.center.otpStart')}
          </Button>
        </Space>
      )}
    </div>
  )
}

function BindStep({
  setup,
  onBound,
}: {
  setup: { secret: string; uri: string }
  onBound: (codes: string[]) => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const { saving, run } = useSaving()
  const [form] = Form.useForm<{ code: string }>()
  const bind = ({ code }: { code: string }) =>
    run(async () => {
      const { recoveryCodes } = await userCenterApi.otpBind(code.trim())
      void message.success(t('admin.center.otpBoundDone'))
      onBound(recoveryCodes)
    })
  return (
    <Card size="small" data-testid="otp-setup">
      <Typography.Paragraph>{t('admin.center.otpScan')}</Typography.Paragraph>
      <Space align="start" wrap size={24}>
        <QRCode value={setup.uri} size={176} bordered={false} data-testid="otp-qr" />
        <div>
          <Typography.Text type="secondary">{t('admin.center.otpSecret')}</Typography.Text>
          <div>
            <Typography.Text code copyable data-testid="otp-secret">
              {setup.secret}
            </Typography.Text>
          </div>
        </div>
      </Space>
      <Form form={form} layout="vertical" onFinish={bind} style={{ marginTop: 16 }}>
        <Form.Item
          name="code"
          label={t('admin.center.otpFirstCode')}
          rules={[{ required: true, pattern: CODE_RE, message: t('admin.center.otpCodeInvalid') }]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            style={{ width: 200 }}
            data-testid="otp-code"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="otp-bind">
          {t('admin.center.otpBind')}
        </Button>
      </Form>
    </Card>
  )
}

/** The recovery codes, shown once; leaving this view leaves the user centre's usual landing. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const setUserInfo = useUserStore((s) => s.setUserInfo)
  const sysName = useBaseConfigStore((s) => s.config[SysBaseKey.name]) ?? ''
  const done = async () => {
    const wasHeld = useUserStore.getState().userInfo?.otpSetupRequired
    const fresh = await getLoginUser()
    setUserInfo(fresh)
    onDone()
    // A role required it: everything answers again, so go on to the usual landing page.
    if (wasHeld && !fresh.otpSetupRequired) void navigate(landingPath(useMenuStore.getState().menu ?? []))
  }
  return (
    <Result
      status="success"
      title={t('admin.center.otpRecoveryTitle')}
      subTitle={t('admin.center.otpRecoveryHint')}
      extra={[
        <Button
          key="download"
          icon={<DownloadOutlined />}
          onClick={() =>
            saveBlob(
              new Blob([`${sysName}\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }),
              'recovery-codes.txt',
            )
          }
        >
          {t('admin.center.otpRecoveryDownload')}
        </Button>,
        <Button key="done" type="primary" onClick={() => void done()} data-testid="otp-recovery-done">
          {t('admin.center.otpRecoveryDone')}
        </Button>,
      ]}
    >
      <pre data-testid="otp-recovery" style={{ fontSize: 16, textAlign: 'center', margin: 0 }}>
        {codes.join('\n')}
      </pre>
    </Result>
  )
}

function UnbindForm({ required, onDone }: { required: boolean; onDone: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const { saving, run } = useSaving()
  const [form] = Form.useForm<{ password: string; code: string }>()
  const loadConfig = useBaseConfigStore((s) => s.load)
  const unbind = () =>
    run(async () => {
      const { password, code } = await form.validateFields()
      const key = (await loadConfig())[SysBaseKey.sm2PublicKey] ?? ''
      await userCenterApi.otpUnbind(await sm2Encrypt(password, key), code.trim())
      form.resetFields()
      void message.success(t('admin.center.otpUnbound'))
      onDone()
    })
  return (
    <Card size="small" title={t('admin.center.otpUnbindTitle')}>
      {required && (
        <Alert
          type="warning"
          showIcon
          title={t('admin.center.otpRequiredNoUnbind')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={t('admin.center.otpUnbindPassword')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" data-testid="otp-unbind-password" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('admin.center.otpUnbindCode')}
          rules={[
            { required: true, whitespace: true },
            { min: 6, max: 16 },
          ]}
        >
          <Input
            autoComplete="one-time-code"
            maxLength={16}
            style={{ width: 240 }}
            data-testid="otp-unbind-code"
          />
        </Form.Item>
        <Popconfirm title={t('admin.center.otpUnbindConfirm')} onConfirm={() => unbind()}>
          <Button danger loading={saving} data-testid="otp-unbind">
            {t('admin.center.otpUnbind')}
          </Button>
        </Popconfirm>
      </Form>
    </Card>
  )
}

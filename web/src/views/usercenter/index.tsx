import { UserOutlined } from '@ant-design/icons'
import {
  mustChangePassword,
  type SchemaInput,
  SysBaseKey,
  USER_LIMITS,
  type updateUserInfoSchema,
} from '@portal/contracts'
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Col,
  Form,
  type FormRule,
  Input,
  Row,
  Space,
  Tabs,
  Upload,
} from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { getLoginUser } from '../../api/auth'
import { fileSrc } from '../../api/fileUrl'
import { userCenterApi } from '../../api/sys/userCenter'
import { landingPath } from '../../app/session'
import { useRules } from '../../components/AdminKit'
import { useSaving } from '../../components/AdminKit/crud'
import { fileToDataUrl } from '../../components/AdminKit/download'
import { TextItem } from '../../components/AdminKit/items'
import { DictSelect } from '../../components/Dict'
import { useBaseConfigStore } from '../../stores/baseConfig'
import { useMenuStore } from '../../stores/menu'
import { useUserStore } from '../../stores/user'
import { sm2Encrypt } from '../../utils/crypto'
import { useContactItems } from '../sys/user/components/ContactItems'
import AvatarCropper from './components/AvatarCropper'
import BindForm from './components/BindForm'
import Messages from './components/Messages'
import OrgChart from './components/OrgChart'
import OtpForm from './components/OtpForm'
import Shortcuts from './components/Shortcuts'
import SignaturePad from './components/SignaturePad'

const TABS = ['basic', 'password', 'otp', 'bind', 'signature', 'org', 'shortcuts', 'messages']

/** The personal centre (/usercenter, hidden from the menu). */
export default function UserCenter() {
  const { t } = useTranslation()
  const user = useUserStore((s) => s.userInfo)
  const [params] = useSearchParams()
  const expired = mustChangePassword(user)
  // A role requires a one-time password and none is bound: its tab is the only one, like the password's.
  const otpHeld = !expired && !!user?.otpSetupRequired
  // `?tab=` opens a tab (the workbench and the bell link to the messages), also while this page is
  // already open; a password that must change keeps its tab until it has changed.
  const asked = params.get('tab') ?? ''
  const wanted = expired ? 'password' : otpHeld ? 'otp' : TABS.includes(asked) ? asked : 'basic'
  const [tab, setTab] = useState(wanted)
  useEffect(() => setTab(wanted), [wanted])
  if (!user) return null
  return (
    <Row gutter={12}>
      {otpHeld && (
        <Col span={24} style={{ marginBottom: 12 }}>
          <Alert
            type="warning"
            showIcon
            title={t('admin.center.otpRequiredAlert')}
            data-testid="otp-required"
          />
        </Col>
      )}
      {expired && (
        <Col span={24} style={{ marginBottom: 12 }}>
          <Alert
            type="warning"
            showIcon
            title={t(
              user.passwordMustChange ? 'admin.center.passwordMustChange' : 'admin.center.passwordExpired',
            )}
            data-testid="password-expired"
          />
        </Col>
      )}
      <Col xs={24} lg={6}>
        <Card variant="borderless" style={{ textAlign: 'center' }}>
          <AvatarBlock />
          <h3 style={{ margin: '12px 0 4px' }}>{user.name}</h3>
          <div style={{ color: 'var(--ant-color-text-secondary)' }}>{user.account}</div>
          <div style={{ marginTop: 8 }}>{[user.orgName, user.positionName].filter(Boolean).join(' · ')}</div>
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Card variant="borderless">
          <Tabs
            activeKey={tab}
            onChange={(key) => !expired && !otpHeld && setTab(key)}
            tabPlacement="start"
            destroyOnHidden
            items={[
              { key: 'basic', label: t('admin.center.basic'), children: <BasicInfo /> },
              { key: 'password', label: t('admin.center.password'), children: <PasswordForm /> },
              { key: 'otp', label: t('admin.center.otp'), children: <OtpForm /> },
              { key: 'bind', label: t('admin.center.bind'), children: <BindForm /> },
              { key: 'signature', label: t('admin.center.signature'), children: <SignaturePad /> },
              { key: 'org', label: t('admin.center.orgChart'), children: <OrgChart /> },
              { key: 'shortcuts', label: t('admin.center.shortcuts'), children: <Shortcuts /> },
              { key: 'messages', label: t('admin.center.messages'), children: <Messages /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  )
}

function AvatarBlock() {
  const { t } = useTranslation()
  const user = useUserStore((s) => s.userInfo)
  const setUserInfo = useUserStore((s) => s.setUserInfo)
  const [file, setFile] = useState<string | null>(null)
  return (
    <>
      <Avatar size={96} src={fileSrc(user?.avatar)} icon={<UserOutlined />} />
      <div style={{ marginTop: 12 }}>
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          beforeUpload={(f) => {
            void fileToDataUrl(f).then(setFile)
            return false
          }}
        >
          <Button size="small" data-testid="avatar-change">
            {t('admin.center.changeAvatar')}
          </Button>
        </Upload>
      </div>
      <AvatarCropper
        src={file}
        onClose={() => setFile(null)}
        onDone={async (dataUrl) => {
          await userCenterApi.updateAvatar(dataUrl)
          setUserInfo(await getLoginUser())
          setFile(null)
        }}
      />
    </>
  )
}

type InfoValues = SchemaInput<typeof updateUserInfoSchema>
/** Details getLoginUser does not return: sent only when changed (untouched, the server keeps them). */
const UNSHOWN = ['gender', 'address', 'emergencyContact', 'emergencyPhone'] as const

function BasicInfo() {
  const { t } = useTranslation()
  const contactItems = useContactItems()
  const user = useUserStore((s) => s.userInfo)
  const setUserInfo = useUserStore((s) => s.setUserInfo)
  const { saving, run } = useSaving()
  const [form] = Form.useForm<InfoValues>()
  const save = (values: InfoValues) =>
    run(async () => {
      const changed: InfoValues = { name: values.name, nickname: values.nickname }
      for (const key of UNSHOWN) if (form.isFieldTouched(key)) changed[key] = values[key]
      await userCenterApi.updateUserInfo(changed)
      setUserInfo(await getLoginUser())
    })
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ name: user?.name, nickname: user?.nickname }}
      onFinish={save}
      data-testid="center-basic"
    >
      <Form.Item label={t('admin.user.account')}>
        <Input value={user?.account} disabled />
      </Form.Item>
      <TextItem
        name="name"
        label={t('admin.user.name')}
        max={USER_LIMITS.name}
        required
        testId="center-name"
      />
      <TextItem name="nickname" label={t('admin.user.nickname')} max={USER_LIMITS.nickname} />
      <Form.Item name="gender" label={t('admin.user.gender')}>
        <DictSelect type="GENDER" />
      </Form.Item>
      {contactItems}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="center-save">
        {t('admin.common.save')}
      </Button>
    </Form>
  )
}

function PasswordForm() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const { saving, run } = useSaving()
  const loadConfig = useBaseConfigStore((s) => s.load)
  const setUserInfo = useUserStore((s) => s.setUserInfo)
  const navigate = useNavigate()
  // A refused change shows the server's policy message (the request module shows it).
  const save = (values: { password: string; newPassword: string }) =>
    run(async () => {
      const key = (await loadConfig())[SysBaseKey.sm2PublicKey] ?? ''
      await userCenterApi.updatePassword(
        await sm2Encrypt(values.password, key),
        await sm2Encrypt(values.newPassword, key),
      )
      form.resetFields()
      void message.success(t('admin.center.passwordChanged'))
      const wasExpired = mustChangePassword(useUserStore.getState().userInfo)
      const fresh = await getLoginUser()
      setUserInfo(fresh)
      // The server lets everything through again at once: go on to the usual landing page.
      if (wasExpired && !mustChangePassword(fresh))
        void navigate(landingPath(useMenuStore.getState().menu ?? []))
    })
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={save}
      data-testid="center-password"
    >
      <PasswordItem name="password" label={t('admin.center.oldPassword')} autoComplete="current-password" />
      <PasswordItem name="newPassword" label={t('admin.center.newPassword')} autoComplete="new-password" />
      <PasswordItem
        name="confirm"
        label={t('admin.center.confirmPassword')}
        autoComplete="new-password"
        dependencies={['newPassword']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.center.passwordMismatch'))),
          }),
        ]}
      />
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.common.save')}
        </Button>
      </Space>
    </Form>
  )
}

/** A required password field. */
function PasswordItem({
  name,
  label,
  autoComplete,
  dependencies,
  rules = [],
}: {
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  dependencies?: string[]
  /** Checks besides "required". */
  rules?: FormRule[]
}) {
  const rule = useRules()
  return (
    <Form.Item name={name} label={label} dependencies={dependencies} rules={[rule.required(label), ...rules]}>
      <Input.Password autoComplete={autoComplete} />
    </Form.Item>
  )
}

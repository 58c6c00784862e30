import { UserOutlined } from '@ant-design/icons'
import {
  mustChangePassword,
  type SchemaInput,
  SysBaseKey,
  USER_LIMITS,
  type updateUserInfoSchema,
} from '@portal/contracts'
import { Alert, App, Avatar, Button, Card, Col, Form, Input, Row, Space, Tabs, Upload } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { getLoginUser } from '../../api/auth'
import { fileSrc } from '../../api/fileUrl'
import { userCenterApi } from '../../api/sys/userCenter'
import { landingPath } from '../../app/session'
import { useRules } from '../../components/AdminKit'
import { fileToDataUrl } from '../../components/AdminKit/download'
import { DictSelect } from '../../components/Dict'
import { useBaseConfigStore } from '../../stores/baseConfig'
import { useMenuStore } from '../../stores/menu'
import { useUserStore } from '../../stores/user'
import { sm2Encrypt } from '../../utils/crypto'
import AvatarCropper from './components/AvatarCropper'
import BindForm from './components/BindForm'
import Messages from './components/Messages'
import OrgChart from './components/OrgChart'
import Shortcuts from './components/Shortcuts'
import SignaturePad from './components/SignaturePad'

const TABS = ['basic', 'password', 'bind', 'signature', 'org', 'shortcuts', 'messages']

/** The personal centre (/usercenter, hidden from the menu). */
export default function UserCenter() {
  const { t } = useTranslation()
  const user = useUserStore((s) => s.userInfo)
  const [params] = useSearchParams()
  const expired = mustChangePassword(user)
  // `?tab=` opens a tab (the workbench and the bell link to the messages), also while this page is
  // already open; a password that must change keeps its tab until it has changed.
  const asked = params.get('tab') ?? ''
  const wanted = expired ? 'password' : TABS.includes(asked) ? asked : 'basic'
  const [tab, setTab] = useState(wanted)
  useEffect(() => setTab(wanted), [wanted])
  if (!user) return null
  return (
    <Row gutter={12}>
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
            onChange={(key) => !expired && setTab(key)}
            tabPlacement="start"
            destroyOnHidden
            items={[
              { key: 'basic', label: t('admin.center.basic'), children: <BasicInfo /> },
              { key: 'password', label: t('admin.center.password'), children: <PasswordForm /> },
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
  const rules = useRules()
  const user = useUserStore((s) => s.userInfo)
  const setUserInfo = useUserStore((s) => s.setUserInfo)
  const [saving, setSaving] = useState(false)
  const [form] = Form.useForm<InfoValues>()
  const save = async (values: InfoValues) => {
    setSaving(true)
    try {
      const changed: InfoValues = { name: values.name, nickname: values.nickname }
      for (const key of UNSHOWN) if (form.isFieldTouched(key)) changed[key] = values[key]
      await userCenterApi.updateUserInfo(changed)
      setUserInfo(await getLoginUser())
    } catch {
      // shown by the request module
    } finally {
      setSaving(false)
    }
  }
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
      <Form.Item name="name" label={t('admin.user.name')} rules={[rules.required(t('admin.user.name'))]}>
        <Input maxLength={USER_LIMITS.name} data-testid="center-name" />
      </Form.Item>
      <Form.Item name="nickname" label={t('admin.user.nickname')}>
        <Input maxLength={USER_LIMITS.nickname} />
      </Form.Item>
      <Form.Item name="gender" label={t('admin.user.gender')}>
        <DictSelect type="GENDER" />
      </Form.Item>
      <Form.Item name="address" label={t('admin.user.address')}>
        <Input maxLength={USER_LIMITS.address} />
      </Form.Item>
      <Form.Item name="emergencyContact" label={t('admin.user.emergencyContact')}>
        <Input maxLength={USER_LIMITS.emergencyContact} />
      </Form.Item>
      <Form.Item name="emergencyPhone" label={t('admin.user.emergencyPhone')} rules={[rules.phone()]}>
        <Input maxLength={USER_LIMITS.phone} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="center-save">
        {t('admin.common.save')}
      </Button>
    </Form>
  )
}

function PasswordForm() {
  const { t } = useTranslation()
  const rules = useRules()
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const [saving, setSaving] = useState(false)
  const loadConfig = useBaseConfigStore((s) => s.load)
  const setUserInfo = useUserStore((s) => s.setUserInfo)
  const navigate = useNavigate()
  const save = async (values: { password: string; newPassword: string }) => {
    setSaving(true)
    try {
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
    } catch {
      // the policy message comes from the server (shown by the request module)
    } finally {
      setSaving(false)
    }
  }
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={save}
      data-testid="center-password"
    >
      <Form.Item
        name="password"
        label={t('admin.center.oldPassword')}
        rules={[rules.required(t('admin.center.oldPassword'))]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('admin.center.newPassword')}
        rules={[rules.required(t('admin.center.newPassword'))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('admin.center.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          rules.required(t('admin.center.confirmPassword')),
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.center.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.common.save')}
        </Button>
      </Space>
    </Form>
  )
}

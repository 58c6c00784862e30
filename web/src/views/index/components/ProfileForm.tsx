import { type SchemaInput, USER_LIMITS, type updateUserInfoSchema } from '@portal/contracts'
import { Button, Form, Input, Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userCenterApi } from '../../../api/sys/userCenter'
import { refreshUser } from '../../../app/session'
import FormContainer from '../../../components/FormContainer'
import { useUserStore } from '../../../stores/user'

/** What this form edits of the caller's details. */
type ProfileValues = Pick<SchemaInput<typeof updateUserInfoSchema>, 'name' | 'nickname' | 'gender'>

/** Edit my details: opens as a drawer or a dialog, as the form-style setting says. */
export default function ProfileForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const user = useUserStore((s) => s.userInfo)
  const [form] = Form.useForm<ProfileValues>()
  const [saving, setSaving] = useState(false)

  const onFinish = async (values: ProfileValues) => {
    setSaving(true)
    try {
      await userCenterApi.updateUserInfo({
        name: values.name.trim(),
        nickname: values.nickname ?? '',
        gender: values.gender ?? '',
      })
      await refreshUser(true)
      onClose()
    } catch {
      // The request module has shown the message.
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormContainer
      title={t('index.editProfile')}
      open={open}
      onClose={onClose}
      data-testid="profile-form"
      footer={
        <div className="form-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="profile-save">
            {t('common.save')}
          </Button>
        </div>
      }
    >
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          name: user?.name ?? '',
          nickname: user?.nickname ?? '',
          gender: (user as { gender?: ProfileValues['gender'] } | null)?.gender ?? undefined,
        }}
      >
        <Form.Item
          name="name"
          label={t('index.name')}
          validateTrigger={['onBlur', 'onChange']}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { label: t('index.name') }) },
          ]}
        >
          <Input maxLength={USER_LIMITS.name} data-testid="profile-name" />
        </Form.Item>
        <Form.Item name="nickname" label={t('index.nickname')}>
          <Input maxLength={USER_LIMITS.nickname} />
        </Form.Item>
        <Form.Item name="gender" label={t('index.gender')}>
          <Select
            allowClear
            options={[
              { value: 'MALE', label: t('index.genderMale') },
              { value: 'FEMALE', label: t('index.genderFemale') },
              { value: 'UNKNOWN', label: t('index.genderUnknown') },
            ]}
          />
        </Form.Item>
      </Form>
    </FormContainer>
  )
}

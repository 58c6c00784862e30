import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { type ConcurrentPost, USER_LIMITS, type User } from '@portal/contracts'
import { Button, DatePicker, Form, Space, Tabs } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type UserBody, userApi } from '../../../../api/sys/user'
import { SortCodeItem, useRules } from '../../../../components/AdminKit'
import { type Crud, CrudForm, type ReadFresh } from '../../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../../components/AdminKit/items'
import { DictSelect } from '../../../../components/Dict'
import PersonSelect from '../../../../components/PersonSelect'
import { OrgTreeSelect, PositionSelect } from '../../../../components/Selectors'
import { useHiddenFields } from '../../../../utils/perm'
import { useContactItems } from './ContactItems'

/** The form holds the entry date as a date; concurrent posts may be half filled in. */
type UserValues = Omit<UserBody, 'entryDate' | 'positionJson'> & {
  entryDate?: Dayjs | null
  positionJson?: Array<Partial<ConcurrentPost> | undefined>
}

/** The user page's MENU code: its FIELD resources (phone, email, empNo) may hide form fields. */
export const USER_MENU = 'sysUser'
/** Fields on the "further details" tab (a validation error there opens it). */
const FURTHER = ['entryDate', 'address', 'emergencyContact', 'emergencyPhone', 'positionJson']

/** Add / edit a user: basic details and further details (posts, contact). */
export default function UserForm({ crud }: { crud: Crud<User, UserBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const contactItems = useContactItems()
  const [tab, setTab] = useState('basic')

  // Each opening starts on the first tab, without the previous user's details.
  useEffect(() => {
    if (!crud.opening) return
    setTab('basic')
  }, [crud.opening])

  // Fields the server says are not granted (it leaves them out of its answers too).
  const hidden = useHiddenFields(USER_MENU)
  const show = (f: string) => !hidden.includes(f)

  const toBody = ({ entryDate, positionJson, ...values }: UserValues): UserBody => ({
    ...values,
    entryDate: entryDate ? entryDate.format('YYYY-MM-DD') : null,
    positionJson: (positionJson ?? []).flatMap((p) =>
      p?.orgId && p.positionId ? [{ orgId: p.orgId, positionId: p.positionId }] : [],
    ),
  })
  const load = (record: User, read: ReadFresh) =>
    read(userApi.detail.query({ id: record.id })).then(({ entryDate, ...detail }) => ({
      ...detail,
      entryDate: entryDate ? dayjs(entryDate) : null,
    }))

  const basic = (
    <FormGrid>
      <TextItem
        name="account"
        label={t('admin.user.account')}
        max={USER_LIMITS.account}
        required
        autoComplete="off"
        testId="user-account"
      />
      <TextItem name="name" label={t('admin.user.name')} max={USER_LIMITS.name} required testId="user-name" />
      <TextItem name="nickname" label={t('admin.user.nickname')} max={USER_LIMITS.nickname} />
      <Form.Item name="gender" label={t('admin.user.gender')}>
        <DictSelect type="GENDER" />
      </Form.Item>
      {show('phone') && (
        <TextItem
          name="phone"
          label={t('admin.user.phone')}
          max={USER_LIMITS.phone}
          rules={[rules.phone()]}
          testId="user-phone"
        />
      )}
      {show('email') && (
        <TextItem
          name="email"
          label={t('admin.user.email')}
          max={USER_LIMITS.email}
          rules={[rules.email()]}
          testId="user-email"
        />
      )}
      {show('empNo') && (
        <TextItem name="empNo" label={t('admin.user.empNo')} max={USER_LIMITS.empNo} testId="user-empno" />
      )}
      <Form.Item name="orgId" label={t('admin.user.org')} rules={[rules.required(t('admin.user.org'), true)]}>
        <OrgTreeSelect data-testid="user-org" />
      </Form.Item>
      <Form.Item name="positionId" label={t('admin.user.position')}>
        <PositionSelect data-testid="user-position" />
      </Form.Item>
      <Form.Item name="directorId" label={t('admin.user.director')}>
        <PersonSelect data-testid="user-director" />
      </Form.Item>
      <Form.Item name="userStatus" label={t('admin.user.status')}>
        <DictSelect type="COMMON_STATUS" allowClear={false} />
      </Form.Item>
      <SortCodeItem />
    </FormGrid>
  )

  const further = (
    <>
      <Form.Item label={t('admin.user.posts')}>
        <Form.List name="positionJson">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <PostRow key={f.key} name={f.name} onRemove={() => remove(f.name)} />
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({})}
                disabled={fields.length >= USER_LIMITS.posts}
              >
                {t('admin.user.addPost')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <FormGrid>
        <Form.Item name="entryDate" label={t('admin.user.entryDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        {contactItems}
      </FormGrid>
    </>
  )

  return (
    <CrudForm<User, UserBody, UserValues>
      crud={crud}
      titles={[t('admin.user.addTitle'), t('admin.user.editTitle')]}
      defaults={({ orgId }) => ({ orgId, userStatus: 'ENABLE', sortCode: 0, positionJson: [] })}
      // The list's row is not the whole user: the form shows the details.
      fromRecord={() => ({})}
      load={load}
      toBody={toBody}
      formProps={{
        onFinishFailed: ({ errorFields }) => {
          const first = errorFields[0]
          if (first) setTab(FURTHER.includes(String(first.name[0])) ? 'further' : 'basic')
        },
      }}
      width={800}
      data-testid="user-form"
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'basic', label: t('admin.user.basic'), children: basic, forceRender: true },
          { key: 'further', label: t('admin.user.further'), children: further, forceRender: true },
        ]}
      />
    </CrudForm>
  )
}

function PostRow({ name, onRemove }: { name: number; onRemove: () => void }) {
  const { t } = useTranslation()
  const rules = useRules()
  return (
    <Space align="start" style={{ display: 'flex', marginBottom: 8 }} wrap>
      <Form.Item
        name={[name, 'orgId']}
        rules={[rules.required(t('admin.user.postOrg'), true)]}
        style={{ width: 260, marginBottom: 0 }}
      >
        <OrgTreeSelect placeholder={t('admin.user.postOrg')} />
      </Form.Item>
      <Form.Item
        name={[name, 'positionId']}
        rules={[rules.required(t('admin.user.postPosition'), true)]}
        style={{ width: 260, marginBottom: 0 }}
      >
        <PositionSelect placeholder={t('admin.user.postPosition')} />
      </Form.Item>
      <Button icon={<DeleteOutlined />} onClick={onRemove} aria-label={t('admin.common.delete')} />
    </Space>
  )
}

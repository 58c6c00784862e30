import {
  COST_CENTRE_DICT,
  MEAL_LIMITS,
  MEAL_USER_KINDS,
  type MealUserRow,
  USER_LIMITS,
} from '@portal/contracts'
import { Form, Input, Radio, Switch, Tag, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { type MealUserBody, mealUserApi } from '../../../api/krs/meal'
import { useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../components/AdminKit/items'
import { useServerErrors } from '../../../components/AdminKit/serverErrors'
import { DictSelect } from '../../../components/Dict'
import PersonSelect from '../../../components/PersonSelect'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { yesNoOptions } from '../../../components/yesNoOptions'

type Kind = (typeof MEAL_USER_KINDS)[number]
/** The contract's longest name (`mealUserSaveSchema`). */
const NAME_MAX = 64
const KIND_COLOR: Record<Kind, string> = { STAFF: 'blue', CONTRACTOR: 'orange' }

/** What the form's fields hold: the body as it is. */
interface MealUserValues {
  kind: Kind
  userId?: string | null
  name?: string
  phone?: string
  costCentre?: string
  enabled: boolean
  remark?: string | null
}

/** A number the server masked (the page's `phone` field is not granted) is no number to save. */
const isMasked = (phone: string) => phone.includes('*')

const toValues = (r: MealUserRow): MealUserValues => ({
  kind: r.kind as Kind,
  userId: r.userId,
  name: r.name,
  phone: isMasked(r.phone) ? '' : r.phone,
  costCentre: r.costCentre,
  enabled: r.enabled,
  remark: r.remark,
})

const toBody = (v: MealUserValues): MealUserBody => ({
  kind: v.kind,
  userId: v.kind === 'STAFF' ? (v.userId ?? null) : null,
  name: v.name ?? '',
  phone: v.phone ?? '',
  costCentre: v.costCentre ?? '',
  enabled: v.enabled,
  remark: v.remark?.trim() ? v.remark : null,
})

/**
 * Meal users (issue 27): who may order meals, employees by their account and contractors by phone,
 * each with the cost centre their meals are charged to; disabled rather than deleted once they
 * have ordered.
 */
export default function MealUserPage() {
  const { t } = useTranslation()
  const crud = useCrud<MealUserRow, MealUserBody>(mealUserApi)
  const word = (k: string) => t(`admin.krsMealUser.${k as Kind}`)

  const columns: STColumn<MealUserRow>[] = [
    { title: t('admin.krsMealUser.name'), dataIndex: 'name', width: 120 },
    {
      title: t('admin.krsMealUser.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (v: string) => <Tag color={KIND_COLOR[v as Kind]}>{word(v)}</Tag>,
      printText: (r) => word(r.kind),
    },
    {
      title: t('admin.krsMealUser.account'),
      dataIndex: 'userAccount',
      width: 120,
      render: (v: string | null) => v ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    // The server masks the number unless the page's `phone` field is granted.
    { title: t('admin.krsMealUser.phone'), dataIndex: 'phone', width: 120 },
    { title: t('admin.krsMealUser.costCentre'), dataIndex: 'costCentre', width: 140, dict: COST_CENTRE_DICT },
    {
      title: t('admin.krsMealUser.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>
          {t(v ? 'admin.krsMealUser.enabled' : 'admin.krsMealUser.disabled')}
        </Tag>
      ),
      printText: (r) => t(r.enabled ? 'admin.krsMealUser.enabled' : 'admin.krsMealUser.disabled'),
    },
    // Left out below 1200 px, where the row would not fit.
    { title: t('admin.krsMealUser.remark'), dataIndex: 'remark', width: 200, responsive: ['xl'] },
    { ...crud.createdAtColumn(), checked: true, width: 170, responsive: ['xl'] },
    crud.actionColumn({
      edit: 'krsMealUserEdit',
      remove: 'krsMealUserDelete',
      testId: (r, action) => `meal-user-${action}-${r.name}`,
    }),
  ]

  return (
    <>
      <CrudTable
        id="krs-meal-user"
        crud={crud}
        printTitle={t('admin.krsMealUser.title')}
        columns={columns}
        request={mealUserApi.page}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.krsMealUser.keyword'),
            node: (
              <Input
                allowClear
                placeholder={t('admin.krsMealUser.keywordHint')}
                data-testid="meal-user-q-key"
              />
            ),
          },
          selectField(
            'kind',
            t('admin.krsMealUser.kind'),
            optionsOf(MEAL_USER_KINDS, word),
            'meal-user-q-kind',
          ),
          {
            name: 'costCentre',
            label: t('admin.krsMealUser.costCentre'),
            node: <DictSelect type={COST_CENTRE_DICT} data-testid="meal-user-q-cost-centre" />,
          },
          selectField(
            'enabled',
            t('admin.krsMealUser.enabled'),
            yesNoOptions(t('admin.krsMealUser.enabled'), t('admin.krsMealUser.disabled')),
            'meal-user-q-enabled',
          ),
        ]}
        add={{ code: 'krsMealUserAdd', testId: 'meal-user-add' }}
        remove="krsMealUserDelete"
        data-testid="meal-user-table"
      />
      <MealUserForm crud={crud} />
    </>
  )
}

const FIELDS = ['kind', 'userId', 'name', 'phone', 'costCentre', 'enabled', 'remark'] as const
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v)
const LABEL_KEY: Record<
  (typeof FIELDS)[number],
  'kind' | 'account' | 'name' | 'phone' | 'costCentre' | 'enabled' | 'remark'
> = {
  kind: 'kind',
  userId: 'account',
  name: 'name',
  phone: 'phone',
  costCentre: 'costCentre',
  enabled: 'enabled',
  remark: 'remark',
}

function MealUserForm({ crud }: { crud: Crud<MealUserRow, MealUserBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<MealUserValues>()
  const server = useServerErrors(form, {
    label: ([head]) => (isOneOf(FIELDS, head) ? t(`admin.krsMealUser.${LABEL_KEY[head]}`) : undefined),
  })
  const { opening } = crud
  const { clear } = server
  useEffect(() => {
    if (opening) clear()
  }, [opening, clear])
  const kind = Form.useWatch('kind', form)
  const word = (k: string) => t(`admin.krsMealUser.${k as Kind}`)
  const label = (k: 'kind' | 'account' | 'costCentre') => t(`admin.krsMealUser.${k}`)
  // The number the list showed was masked: it must be typed again to save.
  const masked = opening?.mode === 'edit' && isMasked(opening.record.phone)

  return (
    <CrudForm<MealUserRow, MealUserBody, MealUserValues>
      crud={{
        ...crud,
        api: {
          ...crud.api,
          add: (b) => server.guard(() => mealUserApi.add(b)),
          edit: (b) => server.guard(() => mealUserApi.edit(b)),
        },
      }}
      form={form}
      titles={[t('admin.krsMealUser.addTitle'), t('admin.krsMealUser.editTitle')]}
      defaults={{ kind: 'STAFF', enabled: true }}
      fromRecord={toValues}
      toBody={toBody}
      width={760}
      data-testid="meal-user-form"
    >
      {server.alert}
      <Form.Item
        name="kind"
        label={label('kind')}
        extra={t('admin.krsMealUser.kindHint')}
        rules={[rules.required(label('kind'), true)]}
      >
        <Radio.Group
          options={optionsOf(MEAL_USER_KINDS, word)}
          optionType="button"
          aria-label={label('kind')}
          data-testid="meal-user-kind"
        />
      </Form.Item>
      <FormGrid>
        {kind === 'STAFF' && (
          <Form.Item
            name="userId"
            label={label('account')}
            extra={t('admin.krsMealUser.accountHint')}
            rules={[rules.required(label('account'), true)]}
          >
            <PersonSelect
              data-testid="meal-user-account"
              onChange={(_, people) => {
                const person = people[0]
                if (person) form.setFieldsValue({ name: person.name })
              }}
            />
          </Form.Item>
        )}
        <TextItem
          name="name"
          label={t('admin.krsMealUser.name')}
          max={NAME_MAX}
          required
          testId="meal-user-name"
        />
        <TextItem
          name="phone"
          label={t('admin.krsMealUser.phone')}
          max={USER_LIMITS.phone}
          required
          rules={[rules.phone()]}
          autoComplete="off"
          extra={masked ? t('admin.krsMealUser.phoneMasked') : t('admin.krsMealUser.phoneHint')}
          testId="meal-user-phone"
        />
        <Form.Item
          name="costCentre"
          label={label('costCentre')}
          extra={t('admin.krsMealUser.costCentreHint')}
          rules={[rules.required(label('costCentre'), true)]}
        >
          <DictSelect type={COST_CENTRE_DICT} allowClear={false} data-testid="meal-user-cost-centre" />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('admin.krsMealUser.enabled')}
          extra={t('admin.krsMealUser.enabledHint')}
          valuePropName="checked"
        >
          <Switch data-testid="meal-user-enabled" />
        </Form.Item>
      </FormGrid>
      <TextItem
        name="remark"
        label={t('admin.krsMealUser.remark')}
        max={MEAL_LIMITS.remark}
        rows={2}
        testId="meal-user-remark"
      />
    </CrudForm>
  )
}

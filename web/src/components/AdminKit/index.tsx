import { DeleteOutlined, DownOutlined } from '@ant-design/icons'
import { EMAIL_RE, PHONE_RE, SORT_CODE_MAX } from '@portal/contracts'
import { App, Button, Dropdown, Form, type FormRule, InputNumber, Popconfirm } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserStore } from '../../stores/user'
import { hasPerm } from '../../utils/perm'
import Auth from '../Auth'

/** Form rules whose messages name the field (spec §5: required on blur and change). */
export function useRules() {
  const { t } = useTranslation()
  return {
    required: (label: string, choose = false): FormRule => ({
      required: true,
      whitespace: !choose,
      message: choose ? t('admin.common.choose', { label }) : t('admin.common.enter', { label }),
      validateTrigger: ['onBlur', 'onChange'],
    }),
    /** A required multiple choice (a rule without a type checks for a string, and fails an array). */
    requiredList: (label: string): FormRule => ({
      required: true,
      type: 'array',
      min: 1,
      message: t('admin.common.choose', { label }),
      validateTrigger: ['onBlur', 'onChange'],
    }),
    /** A required number (typed or chosen): a rule without a type checks for a string. */
    requiredNumber: (label: string, choose = false): FormRule => ({
      required: true,
      type: 'number',
      message: choose ? t('admin.common.choose', { label }) : t('admin.common.enter', { label }),
      validateTrigger: ['onBlur', 'onChange'],
    }),
    /** A required date: its value is a dayjs object (a rule without a type checks for a string). */
    requiredDay: (label: string): FormRule => ({
      required: true,
      type: 'object',
      message: t('admin.common.choose', { label }),
      validateTrigger: ['onBlur', 'onChange'],
    }),
    phone: (): FormRule => ({ pattern: PHONE_RE, message: t('admin.common.invalidPhone') }),
    email: (): FormRule => ({ pattern: EMAIL_RE, message: t('admin.common.invalidEmail') }),
    code: (label: string): FormRule => ({
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
      message: t('admin.common.invalidCode', { label }),
    }),
  }
}

/** A row's permission-checked link that asks before it acts (delete, resend, …). */
export function ConfirmLink({
  code,
  title,
  onConfirm,
  testId,
  danger,
  children,
}: {
  code: string
  title: ReactNode
  onConfirm: () => Promise<unknown>
  testId?: string
  danger?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Auth code={code}>
      <Popconfirm
        title={title}
        onConfirm={() => onConfirm().catch(() => undefined)}
        okText={t('admin.common.ok')}
        cancelText={t('admin.common.cancel')}
      >
        <Button type="link" size="small" danger={danger} data-testid={testId}>
          {children}
        </Button>
      </Popconfirm>
    </Auth>
  )
}

/** A row's delete link: permission-checked, with the spec's confirmation. */
export function DeleteLink({
  code,
  onConfirm,
  testId,
}: {
  code: string
  onConfirm: () => Promise<unknown>
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <ConfirmLink
      code={code}
      title={t('admin.common.confirmDelete')}
      onConfirm={onConfirm}
      testId={testId}
      danger
    >
      {t('admin.common.delete')}
    </ConfirmLink>
  )
}

/** "Delete selected" in a toolbar: confirms with the count. */
export function BatchDeleteButton({
  code,
  keys,
  onDelete,
}: {
  code: string
  keys: readonly React.Key[]
  onDelete: (ids: string[]) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  return (
    <Auth code={code}>
      <Button
        danger
        icon={<DeleteOutlined />}
        data-testid="batch-delete"
        onClick={() => {
          if (!keys.length) {
            void message.warning(t('admin.common.selectFirst'))
            return
          }
          modal.confirm({
            title: t('admin.common.confirmBatchDelete', { count: keys.length }),
            okType: 'danger',
            okText: t('admin.common.ok'),
            cancelText: t('admin.common.cancel'),
            onOk: () => onDelete(keys.map(String)).catch(() => undefined),
          })
        }}
      >
        {t('admin.common.batchDelete')}
      </Button>
    </Auth>
  )
}

/** A permission-checked link button in a row's action column. */
export function ActionLink({
  code,
  onClick,
  children,
  testId,
}: {
  code: string | readonly string[]
  onClick: () => void
  children: ReactNode
  testId?: string
}) {
  return (
    <Auth code={code}>
      <Button type="link" size="small" onClick={onClick} data-testid={testId}>
        {children}
      </Button>
    </Auth>
  )
}

export interface MoreItem {
  /** Defaults to the button code. */
  key?: string
  label: ReactNode
  /** Shown only to holders of this button code. */
  code?: string
  onClick: () => void
}

/** A row's "more" drop-down: the entries the user may use; nothing when there are none. */
export function MoreMenu({ items, testId }: { items: MoreItem[]; testId?: string }) {
  const { t } = useTranslation()
  // Subscribed so that the entries follow a change of the user's codes.
  useUserStore((s) => s.permissions ?? s.userInfo?.buttonCodeList)
  const allowed = items
    .filter((i) => !i.code || hasPerm(i.code))
    .map((i) => ({ ...i, key: i.key ?? i.code ?? String(i.label) }))
  if (!allowed.length) return null
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: allowed.map((i) => ({ key: i.key, label: i.label })),
        onClick: ({ key }) => allowed.find((i) => i.key === key)?.onClick(),
      }}
    >
      <Button type="link" size="small" data-testid={testId}>
        {t('admin.common.more')} <DownOutlined />
      </Button>
    </Dropdown>
  )
}

/** Buttons at the foot of a form in a FormContainer. */
export function FormFooter({
  onCancel,
  onOk,
  loading,
}: {
  onCancel: () => void
  onOk: () => void
  loading?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
      <Button onClick={onCancel}>{t('admin.common.cancel')}</Button>
      <Button type="primary" loading={loading} onClick={onOk} data-testid="form-submit">
        {t('admin.common.ok')}
      </Button>
    </div>
  )
}

/** Lets Enter in any field submit the form (the visible buttons sit in the container's footer). */
export function HiddenSubmit() {
  return (
    <button
      type="submit"
      tabIndex={-1}
      aria-hidden="true"
      style={{ position: 'absolute', width: 0, height: 0, padding: 0, border: 0, opacity: 0 }}
    />
  )
}

/** The sort field of every admin form. */
export function SortCodeItem() {
  const { t } = useTranslation()
  return (
    <Form.Item name="sortCode" label={t('admin.common.sortCode')}>
      <InputNumber min={0} max={SORT_CODE_MAX} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  )
}

/** A list page with a side panel (an organisation tree, dictionary types) beside the main part. */
export function AdminSplit({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-split">
      <div className="admin-split-side">{side}</div>
      <div className="admin-split-main">{children}</div>
    </div>
  )
}

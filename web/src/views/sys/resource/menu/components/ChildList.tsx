import { RESOURCE_LIMITS, type ResourceRecord, type ResourceTreeNode } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { type ChildBody, type ChildKind, resourceApi } from '../../../../../api/sys/resource'
import { SortCodeItem, useRules } from '../../../../../components/AdminKit'
import CrudTable from '../../../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../../../components/AdminKit/crud'
import { TextItem } from '../../../../../components/AdminKit/items'
import FormContainer from '../../../../../components/FormContainer'
import type { STColumn } from '../../../../../components/SearchTable'

/** The buttons (permission codes) or fields (field-permission codes) of one menu. */
export default function ChildList({
  kind,
  menu,
  onClose,
}: {
  kind: ChildKind
  menu: ResourceTreeNode | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const api = resourceApi[kind]
  const crud = useCrud<ResourceRecord, ChildBody>(api)
  const Code = kind === 'button' ? 'sysButton' : 'sysField'
  const columns: STColumn<ResourceRecord>[] = [
    { title: t('admin.common.title'), dataIndex: 'title' },
    { title: t('admin.common.titleEn'), dataIndex: 'titleEn' },
    { title: t('admin.common.code'), dataIndex: 'code' },
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 70 },
    crud.actionColumn({ edit: `${Code}Edit`, remove: `${Code}Delete` }),
  ]
  return (
    <FormContainer
      title={`${menu?.title ?? ''} - ${kind === 'button' ? t('admin.resource.buttons') : t('admin.resource.fields')}`}
      open={!!menu}
      onClose={onClose}
      width={860}
      data-testid={`menu-${kind}s`}
    >
      {menu && (
        <CrudTable
          id={`sys-menu-${kind}`}
          crud={crud}
          columns={columns}
          params={{ parentId: menu.id }}
          request={api.page}
          add={{ code: `${Code}Add`, testId: `${kind}-add` }}
        />
      )}
      <ChildForm kind={kind} crud={crud} menuId={menu?.id ?? ''} />
    </FormContainer>
  )
}

function ChildForm({
  kind,
  crud,
  menuId,
}: {
  kind: ChildKind
  crud: Crud<ResourceRecord, ChildBody>
  menuId: string
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const titles: [string, string] =
    kind === 'button'
      ? [t('admin.resource.buttonAddTitle'), t('admin.resource.buttonEditTitle')]
      : [t('admin.resource.fieldAddTitle'), t('admin.resource.fieldEditTitle')]
  return (
    <CrudForm<ResourceRecord, ChildBody, Omit<ChildBody, 'parentId'>>
      crud={crud}
      titles={titles}
      defaults={{ sortCode: 0 }}
      toBody={(values) => ({ ...values, parentId: menuId })}
      width={480}
    >
      <TextItem name="title" label={t('admin.common.title')} max={RESOURCE_LIMITS.title} required />
      <TextItem name="titleEn" label={t('admin.common.titleEn')} max={RESOURCE_LIMITS.titleEn} />
      <TextItem
        name="code"
        label={t('admin.common.code')}
        max={RESOURCE_LIMITS.code}
        extra={kind === 'field' ? t('admin.resource.fieldCodeHint') : undefined}
        required
        rules={[rules.code(t('admin.common.code'))]}
      />
      <SortCodeItem />
    </CrudForm>
  )
}

import { RESOURCE_LIMITS, type ResourceRecord } from '@portal/contracts'
import { ColorPicker, Form, Input, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type ModuleBody, resourceApi } from '../../../../api/sys/resource'
import { SortCodeItem, useRules } from '../../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../../components/SearchTable'
import { MenuIcon } from '../../../../layout/icons'
import { useSettingsStore } from '../../../../stores/settings'

/** The colour picker holds a colour object once touched. */
type ModuleValues = Omit<ModuleBody, 'color'> & { color?: string | { toHexString: () => string } | null }

/** Modules: the top level of the menu (title, icon, colour, sort). */
export default function ModulePage() {
  const { t } = useTranslation()
  const crud = useCrud<ResourceRecord, ModuleBody>(resourceApi.module)
  const en = useSettingsStore((st) => st.lang) === 'en'
  const columns: STColumn<ResourceRecord>[] = [
    {
      title: t('admin.common.title'),
      dataIndex: 'title',
      render: (v: string, r: ResourceRecord) => (
        <Space>
          <MenuIcon name={r.icon} />
          {en && r.titleEn ? r.titleEn : v}
        </Space>
      ),
    },
    { title: t('admin.common.titleEn'), dataIndex: 'titleEn' },
    { title: t('admin.common.icon'), dataIndex: 'icon' },
    {
      title: t('admin.common.color'),
      dataIndex: 'color',
      render: (v: string | null) => (v ? <Tag color={v}>{v}</Tag> : null),
    },
    crud.sortCodeColumn(),
    crud.actionColumn({ edit: 'sysModuleEdit', remove: 'sysModuleDelete' }),
  ]
  return (
    <>
      <SearchTable
        id="sys-module"
        {...crud.tableProps}
        printTitle={t('admin.resource.module')}
        columns={columns}
        request={resourceApi.module.page}
        searchFields={[crud.keywordField()]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'sysModuleAdd', testId: 'module-add', onClick: () => crud.add() }}
            remove="sysModuleDelete"
          />
        }
      />
      <ModuleForm crud={crud} />
    </>
  )
}

function ModuleForm({ crud }: { crud: Crud<ResourceRecord, ModuleBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  return (
    <CrudForm<ResourceRecord, ModuleBody, ModuleValues>
      crud={crud}
      titles={[t('admin.resource.moduleAddTitle'), t('admin.resource.moduleEditTitle')]}
      defaults={{ sortCode: 0, color: '#1677FF' }}
      toBody={({ color, ...values }) => ({
        ...values,
        color: typeof color === 'string' ? color : color ? color.toHexString() : null,
      })}
      width={520}
      data-testid="module-form"
    >
      <Form.Item
        name="title"
        label={t('admin.common.title')}
        rules={[rules.required(t('admin.common.title'))]}
      >
        <Input maxLength={RESOURCE_LIMITS.title} data-testid="module-title" />
      </Form.Item>
      <Form.Item name="titleEn" label={t('admin.common.titleEn')}>
        <Input maxLength={RESOURCE_LIMITS.titleEn} />
      </Form.Item>
      <Form.Item name="icon" label={t('admin.common.icon')}>
        <Input maxLength={RESOURCE_LIMITS.icon} placeholder="appstore-outlined" />
      </Form.Item>
      <Form.Item name="color" label={t('admin.common.color')}>
        <ColorPicker showText />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}

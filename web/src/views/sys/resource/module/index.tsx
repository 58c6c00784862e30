import type { ResourceRecord } from '@portal/contracts'
import { ColorPicker, Form, Input, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { resourceApi } from '../../../../api/sys/resource'
import { SortCodeItem, useRules } from '../../../../components/AdminKit'
import { type Crud, CrudForm, CrudToolbar, useCrud } from '../../../../components/AdminKit/crud'
import SearchTable, { type STColumn } from '../../../../components/SearchTable'
import { MenuIcon } from '../../../../layout/icons'
import { useSettingsStore } from '../../../../stores/settings'

const moduleCalls = {
  add: resourceApi.moduleAdd,
  edit: resourceApi.moduleEdit,
  delete: resourceApi.moduleDelete,
}

/** Modules: the top level of the menu (title, icon, colour, sort). */
export default function ModulePage() {
  const { t } = useTranslation()
  const crud = useCrud<ResourceRecord>(moduleCalls)
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
    { title: t('admin.common.sortCode'), dataIndex: 'sortCode', width: 80 },
    crud.actionColumn({ width: 140, edit: 'sysModuleEdit', remove: 'sysModuleDelete' }),
  ]
  return (
    <>
      <SearchTable<ResourceRecord>
        id="sys-module"
        {...crud.tableProps}
        printTitle={t('admin.resource.module')}
        columns={columns}
        request={(p) => resourceApi.modulePage(p as Parameters<typeof resourceApi.modulePage>[0])}
        searchFields={[crud.keywordField()]}
        toolbar={
          <CrudToolbar
            crud={crud}
            add={{ code: 'sysModuleAdd', testId: 'module-add', onClick: () => crud.add({}) }}
            remove="sysModuleDelete"
          />
        }
      />
      <ModuleForm crud={crud} />
    </>
  )
}

function ModuleForm({ crud }: { crud: Crud<ResourceRecord> }) {
  const { t } = useTranslation()
  const rules = useRules()
  return (
    <CrudForm
      crud={crud}
      titles={[t('admin.resource.moduleAddTitle'), t('admin.resource.moduleEditTitle')]}
      defaults={{ sortCode: 0, color: '#1677FF' }}
      toBody={(values) => {
        // The colour picker gives a colour object once touched.
        const color = values.color
        return {
          ...values,
          color:
            typeof color === 'string'
              ? color
              : color
                ? (color as { toHexString: () => string }).toHexString()
                : null,
        }
      }}
      width={520}
      data-testid="module-form"
    >
      <Form.Item
        name="title"
        label={t('admin.common.title')}
        rules={[rules.required(t('admin.common.title'))]}
      >
        <Input maxLength={64} data-testid="module-title" />
      </Form.Item>
      <Form.Item name="titleEn" label={t('admin.common.titleEn')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="icon" label={t('admin.common.icon')}>
        <Input maxLength={64} placeholder="appstore-outlined" />
      </Form.Item>
      <Form.Item name="color" label={t('admin.common.color')}>
        <ColorPicker showText />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}

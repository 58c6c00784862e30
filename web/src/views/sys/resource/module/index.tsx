import { RESOURCE_LIMITS, type ResourceRecord } from '@portal/contracts'
import { ColorPicker, Form } from 'antd'
import { useTranslation } from 'react-i18next'
import { type ModuleBody, resourceApi } from '../../../../api/sys/resource'
import { SortCodeItem } from '../../../../components/AdminKit'
import CrudTable from '../../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../../components/AdminKit/crud'
import { TextItem } from '../../../../components/AdminKit/items'
import ColorSwatch from '../../../../components/ColorSwatch'
import type { STColumn } from '../../../../components/SearchTable'
import { useTitleColumn } from '../components/titles'

/** The colour picker holds a colour object once touched. */
type ModuleValues = Omit<ModuleBody, 'color'> & { color?: string | { toHexString: () => string } | null }

/** Modules: the top level of the menu (title, icon, colour, sort). */
export default function ModulePage() {
  const { t } = useTranslation()
  const crud = useCrud<ResourceRecord, ModuleBody>(resourceApi.module)
  const titleColumn = useTitleColumn<ResourceRecord>()
  const columns: STColumn<ResourceRecord>[] = [
    titleColumn,
    { title: t('admin.common.titleEn'), dataIndex: 'titleEn' },
    { title: t('admin.common.icon'), dataIndex: 'icon' },
    {
      title: t('admin.common.color'),
      dataIndex: 'color',
      render: (v: string | null) => (v ? <ColorSwatch color={v} /> : null),
    },
    crud.sortCodeColumn(),
    crud.actionColumn({ edit: 'sysModuleEdit', remove: 'sysModuleDelete' }),
  ]
  return (
    <>
      <CrudTable
        id="sys-module"
        crud={crud}
        printTitle={t('admin.resource.module')}
        columns={columns}
        request={resourceApi.module.page}
        searchFields={[crud.keywordField()]}
        add={{ code: 'sysModuleAdd', testId: 'module-add' }}
        remove="sysModuleDelete"
      />
      <ModuleForm crud={crud} />
    </>
  )
}

function ModuleForm({ crud }: { crud: Crud<ResourceRecord, ModuleBody> }) {
  const { t } = useTranslation()
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
      <TextItem
        name="title"
        label={t('admin.common.title')}
        max={RESOURCE_LIMITS.title}
        required
        testId="module-title"
      />
      <TextItem name="titleEn" label={t('admin.common.titleEn')} max={RESOURCE_LIMITS.titleEn} />
      <TextItem
        name="icon"
        label={t('admin.common.icon')}
        max={RESOURCE_LIMITS.icon}
        placeholder="appstore-outlined"
      />
      <Form.Item name="color" label={t('admin.common.color')}>
        <ColorPicker showText />
      </Form.Item>
      <SortCodeItem />
    </CrudForm>
  )
}

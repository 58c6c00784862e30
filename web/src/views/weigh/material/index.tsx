import { type MaterialRow, SAP_SOURCES } from '@portal/contracts'
import { Input, Tag, Tooltip } from 'antd'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { materialApi } from '../../../api/weigh/sap'
import { ExportButton, ImportButton } from '../../../components/AdminKit/ExcelButtons'
import SearchTable, { type SearchTableRef, type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { formatTime } from '../../../utils/time'

const weight = (v: number | null, unit: string | null) => (v === null ? '' : `${v}${unit ? ` ${unit}` : ''}`)

/**
 * SAP's material master as the weighbridge and the forms read it: synced from SAP (the SAP sync
 * page) or imported from Excel (all rows or none); exported in the import's layout.
 */
export default function MaterialPage() {
  const { t } = useTranslation()
  const table = useRef<SearchTableRef>(null)
  const sourceText = (s: string) => t(`admin.weighSap.${s as 'SAP'}`)

  const columns: STColumn<MaterialRow>[] = [
    { title: t('admin.weighSap.materialNo'), dataIndex: 'materialNo', width: 140 },
    {
      title: t('admin.weighSap.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (v: string, r) => (
        <>
          {v}
          {r.deleted && (
            <Tooltip title={t('admin.weighSap.deletedHint')}>
              <Tag color="default" style={{ marginInlineStart: 8 }}>
                {t('admin.weighSap.deleted')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    { title: t('admin.weighSap.nameEn'), dataIndex: 'nameEn', ellipsis: true, checked: false },
    { title: t('admin.weighSap.materialType'), dataIndex: 'materialType', width: 90 },
    { title: t('admin.weighSap.materialGroup'), dataIndex: 'materialGroup', width: 100 },
    { title: t('admin.weighSap.baseUnit'), dataIndex: 'baseUnit', width: 90 },
    {
      title: t('admin.weighSap.grossWeight'),
      dataIndex: 'grossWeight',
      width: 110,
      align: 'right',
      render: (v: number | null, r) => weight(v, r.weightUnit),
      printText: (r) => weight(r.grossWeight, r.weightUnit),
    },
    {
      title: t('admin.weighSap.netWeight'),
      dataIndex: 'netWeight',
      width: 110,
      align: 'right',
      checked: false,
      render: (v: number | null, r) => weight(v, r.weightUnit),
      printText: (r) => weight(r.netWeight, r.weightUnit),
    },
    {
      title: t('admin.weighSap.source'),
      dataIndex: 'source',
      width: 110,
      render: (v: string) => <Tag color={v === 'SAP' ? 'blue' : 'green'}>{sourceText(v)}</Tag>,
      printText: (r) => sourceText(r.source),
    },
    {
      title: t('admin.weighSap.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      printConfig: { type: 'time' },
      render: (v: string) => formatTime(v),
    },
  ]

  return (
    <>
      <SearchTable
        ref={table}
        id="weigh-material"
        printTitle={t('admin.weighSap.materialTitle')}
        columns={columns}
        request={materialApi.page}
        searchFields={[
          {
            name: 'searchKey',
            label: t('admin.weighSap.keyword'),
            node: (
              <Input
                allowClear
                placeholder={t('admin.weighSap.searchKeyMaterial')}
                data-testid="material-q-key"
              />
            ),
          },
          textField('materialGroup', t('admin.weighSap.materialGroup')),
          selectField('source', t('admin.weighSap.source'), optionsOf(SAP_SOURCES, sourceText)),
        ]}
        toolbar={
          <>
            <ImportButton
              code="weighMaterialImport"
              name="material"
              title={t('admin.weighSap.importMaterials')}
              upload={async (file) => t('admin.weighSap.imported', await materialApi.import(file))}
              template={materialApi.importTemplate}
              onImported={() => table.current?.reload()}
            />
            <ExportButton
              code="weighMaterialExport"
              call={materialApi.export}
              fileName="materials.xlsx"
              query={() => table.current?.searchValues() ?? {}}
              testId="material-export"
            />
          </>
        }
      />
    </>
  )
}

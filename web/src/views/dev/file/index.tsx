import { FileOutlined, UploadOutlined } from '@ant-design/icons'
import {
  FILE_ENGINES,
  FILE_MIMES,
  FILE_TYPES,
  type FileMime,
  type FileRecord,
  isImageMime,
} from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Card, Col, Descriptions, Modal, Row, Space, Statistic, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileApi, fileUrl } from '../../../api/dev/file'
import { CrudToolbar, useCrud } from '../../../components/AdminKit/crud'
import Auth from '../../../components/Auth'
import FileUpload from '../../../components/FileUpload'
import PersonSelect from '../../../components/PersonSelect'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'

/** Bytes as B, KB, MB or GB with up to one decimal. */
export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let v = n
  let i = 0
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024
    i++
  }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`
}

const typeLabel = (mime: string) => FILE_TYPES[mime as FileMime]?.ext.toUpperCase() ?? mime

/** Files: every stored file, the storage figures, upload, preview, download and delete. */
export default function FilePage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const crud = useCrud<FileRecord, object>(fileApi)
  const { data: stats } = useQuery(fileApi.stats.query())
  const [uploading, setUploading] = useState(false)
  const [preview, setPreview] = useState<FileRecord | null>(null)

  const columns: STColumn<FileRecord>[] = [
    {
      title: t('admin.filePage.thumbnail'),
      key: 'thumbnail',
      width: 100,
      isPrint: false,
      render: (_: unknown, r: FileRecord) =>
        isImageMime(r.mimeType) || r.mimeType === 'image/svg+xml' ? (
          <button
            type="button"
            onClick={() => setPreview(r)}
            style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
          >
            <img
              src={fileUrl(r.id, isImageMime(r.mimeType) ? 'thumbnail' : 'preview')}
              alt={r.name}
              style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 4, display: 'block' }}
            />
          </button>
        ) : (
          <FileOutlined style={{ fontSize: 24, color: '#999' }} />
        ),
    },
    { title: t('admin.filePage.name'), dataIndex: 'name', ellipsis: true, sorter: true },
    {
      title: t('admin.filePage.type'),
      dataIndex: 'mimeType',
      width: 90,
      render: (v: string) => <Tag>{typeLabel(v)}</Tag>,
      printText: (r) => typeLabel(r.mimeType),
    },
    {
      title: t('admin.filePage.size'),
      dataIndex: 'size',
      width: 100,
      sorter: true,
      render: (v: number) => formatBytes(v),
      printText: (r) => formatBytes(r.size),
    },
    { title: t('admin.filePage.engine'), dataIndex: 'engine', width: 90 },
    {
      title: t('admin.filePage.purpose'),
      dataIndex: 'purpose',
      width: 90,
      checked: false,
      render: (v: string) => t(`admin.filePage.${v as 'FILE'}`, { defaultValue: v }),
    },
    { title: t('admin.filePage.uploader'), dataIndex: 'uploaderName', width: 110 },
    { title: t('admin.filePage.sha256'), dataIndex: 'sha256', ellipsis: true, checked: false },
    {
      title: t('admin.filePage.time'),
      dataIndex: 'createdAt',
      width: 170,
      sorter: true,
      printConfig: { type: 'time' },
    },
    crud.actionColumn({
      remove: 'devFileDelete',
      testId: (r, action) => `file-${action}-${r.name}`,
      links: (r) => (
        <>
          <Typography.Link
            onClick={() => setPreview(r)}
            style={{ padding: '0 7px' }}
            data-testid={`file-preview-${r.name}`}
          >
            {t('admin.filePage.preview')}
          </Typography.Link>
          <Typography.Link
            href={fileUrl(r.id, 'download')}
            download={r.name}
            style={{ padding: '0 7px' }}
            data-testid={`file-download-${r.name}`}
          >
            {t('admin.filePage.download')}
          </Typography.Link>
        </>
      ),
    }),
  ]

  return (
    <>
      <Row gutter={12} style={{ marginBottom: 12 }} data-testid="file-stats">
        <Col xs={24} md={6}>
          <Card size="small" variant="borderless" style={{ height: '100%' }}>
            <Space size={32}>
              <Statistic title={t('admin.filePage.total')} value={stats?.total.count ?? 0} />
              <Statistic
                title={t('admin.filePage.totalBytes')}
                value={formatBytes(stats?.total.bytes ?? 0)}
              />
            </Space>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Figures
            title={t('admin.filePage.byEngine')}
            rows={(stats?.byEngine ?? []).map((r) => ({
              label: r.engine,
              color: r.engine === 'S3' ? 'geekblue' : 'green',
              ...r,
            }))}
          />
        </Col>
        <Col xs={24} md={10}>
          <Figures
            title={t('admin.filePage.byType')}
            rows={(stats?.byType ?? []).map((r) => ({ label: typeLabel(r.mimeType), ...r }))}
          />
        </Col>
      </Row>
      <SearchTable
        id="dev-file"
        {...crud.tableProps}
        printTitle={t('admin.filePage.uploadTitle')}
        columns={columns}
        request={fileApi.page}
        searchFields={[
          crud.keywordField(t('admin.filePage.name')),
          selectField('mimeType', t('admin.filePage.type'), optionsOf(FILE_MIMES, typeLabel), 'q-mimeType'),
          selectField(
            'engine',
            t('admin.filePage.engine'),
            optionsOf(FILE_ENGINES, (e) => e),
            'q-engine',
          ),
          { name: 'uploaderId', label: t('admin.filePage.uploader'), node: <PersonSelect /> },
        ]}
        toolbar={
          <Space>
            <Auth code="devFileUpload">
              <Button
                type="primary"
                icon={<UploadOutlined />}
                onClick={() => setUploading(true)}
                data-testid="file-upload"
              >
                {t('admin.filePage.upload')}
              </Button>
            </Auth>
            <CrudToolbar crud={crud} remove="devFileDelete" />
          </Space>
        }
      />
      <Modal
        title={t('admin.filePage.uploadTitle')}
        open={uploading}
        footer={null}
        destroyOnHidden
        onCancel={() => setUploading(false)}
        width={560}
      >
        {stats && (
          <FileUpload
            dragger
            multiple
            upload={fileApi.upload}
            accept={FILE_MIMES}
            maxBytes={stats.maxBytes}
            onUploaded={() => void queryClient.invalidateQueries({ queryKey: fileApi.key })}
            testId="file-dropzone"
          />
        )}
      </Modal>
      <Modal
        title={preview?.name}
        open={!!preview}
        footer={
          preview && (
            <Button href={fileUrl(preview.id, 'download')} download={preview.name}>
              {t('admin.filePage.download')}
            </Button>
          )
        }
        onCancel={() => setPreview(null)}
        width={preview?.mimeType === 'application/pdf' ? 900 : 720}
        destroyOnHidden
      >
        {preview && <PreviewBody file={preview} />}
      </Modal>
    </>
  )
}

function PreviewBody({ file }: { file: FileRecord }) {
  const { t } = useTranslation()
  const type = FILE_TYPES[file.mimeType as FileMime]
  const inline = type?.inline
  return (
    <>
      {/* An <img> never runs script, so SVG is shown here though it is sent as an attachment. */}
      {type?.image && (
        <div style={{ textAlign: 'center', background: '#f5f5f5', padding: 8 }}>
          <img
            src={fileUrl(file.id)}
            alt={file.name}
            style={{ maxWidth: '100%', maxHeight: '60vh' }}
            data-testid="file-preview-image"
          />
        </div>
      )}
      {inline && file.mimeType === 'application/pdf' && (
        <iframe
          src={fileUrl(file.id)}
          title={file.name}
          style={{ width: '100%', height: '65vh', border: 0 }}
          data-testid="file-preview-pdf"
        />
      )}
      {!inline && !type?.image && (
        <Typography.Paragraph type="secondary">{t('admin.filePage.noPreview')}</Typography.Paragraph>
      )}
      <Descriptions size="small" column={2} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('admin.filePage.type')}>{file.mimeType}</Descriptions.Item>
        <Descriptions.Item label={t('admin.filePage.size')}>{formatBytes(file.size)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.filePage.engine')}>{file.engine}</Descriptions.Item>
        <Descriptions.Item label={t('admin.filePage.location')}>
          {file.bucket}/{file.storageKey}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.filePage.sha256')} span={2}>
          <Typography.Text code copyable style={{ fontSize: 12 }}>
            {file.sha256}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </>
  )
}

/** One group of storage figures: a tag per engine or type with its count and bytes. */
function Figures({
  title,
  rows,
}: {
  title: string
  rows: Array<{ label: string; color?: string; count: number; bytes: number }>
}) {
  const { t } = useTranslation()
  return (
    <Card size="small" variant="borderless" title={title} style={{ height: '100%' }}>
      <Space wrap>
        {rows.map((r) => (
          <Tag key={r.label} color={r.color}>
            {r.label} · {t('admin.filePage.files', { count: r.count })} · {formatBytes(r.bytes)}
          </Tag>
        ))}
      </Space>
    </Card>
  )
}

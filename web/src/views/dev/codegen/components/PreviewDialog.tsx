import { DownloadOutlined, SaveOutlined } from '@ant-design/icons'
import type { CodegenFile, CodegenPreview, CodegenRow, CodegenWriteResult } from '@portal/contracts'
import { Alert, Button, Empty, Modal, Popconfirm, Space, Spin, Tabs, Tag, Typography } from 'antd'
import { Highlight, themes } from 'prism-react-renderer'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { codegenApi } from '../../../../api/dev/codegen'
import Auth from '../../../../components/Auth'

const STATUS_COLOURS: Record<CodegenFile['status'], string> = {
  new: 'green',
  unchanged: 'default',
  changed: 'blue',
  handEdited: 'orange',
}

const codeStyle = {
  margin: 0,
  padding: 12,
  fontSize: 12,
  lineHeight: 1.5,
  overflow: 'auto',
  maxHeight: '60vh',
}

/** A file's code, highlighted (Prism's TypeScript / TSX grammar). */
function Code({ file }: { file: CodegenFile }) {
  return (
    <Highlight theme={themes.github} code={file.content} language={file.language}>
      {({ style, tokens, getLineProps, getTokenProps }) => (
        <pre style={{ ...style, ...codeStyle }} data-testid="codegen-code">
          {tokens.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity
            <div key={i} {...getLineProps({ line })}>
              {line.map((token, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a token's place in its line is its identity
                <span key={j} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  )
}

const diffColour = (line: string) =>
  line.startsWith('+') && !line.startsWith('+++')
    ? { background: '#e6ffec' }
    : line.startsWith('-') && !line.startsWith('---')
      ? { background: '#ffebe9' }
      : line.startsWith('@@')
        ? { color: '#0550ae' }
        : {}

/** A unified diff, its added and removed lines coloured. */
function Diff({ diff }: { diff: string }) {
  const { t } = useTranslation()
  if (!diff) return <Empty description={t('admin.codegen.noDiff')} />
  return (
    <pre style={{ ...codeStyle, background: '#f6f8fa' }} data-testid="codegen-diff">
      {diff.split('\n').map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity
        <div key={i} style={diffColour(line)}>
          {line || ' '}
        </div>
      ))}
    </pre>
  )
}

/**
 * Every file a generation makes, with its status against the tree (new, unchanged, to update, edited
 * by hand and kept), its code highlighted and its diff; download the zip or write into the tree.
 */
export default function PreviewDialog({
  row,
  onClose,
  onDownload,
  onWritten,
}: {
  row: CodegenRow
  onClose: () => void
  onDownload: () => Promise<unknown>
  onWritten: (result: CodegenWriteResult) => void
}) {
  const { t } = useTranslation()
  const [preview, setPreview] = useState<CodegenPreview | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const load = useCallback(() => {
    setBusy(true)
    codegenApi
      .preview(row.id)
      .then((p) => {
        setPreview(p)
        setChosen((c) => c ?? p.files[0]?.path ?? null)
      })
      .catch(onClose)
      .finally(() => setBusy(false))
  }, [row.id, onClose])
  useEffect(load, [load])
  const file = preview?.files.find((f) => f.path === chosen) ?? null
  const status = (s: CodegenFile['status']) => (
    <Tag color={STATUS_COLOURS[s]}>{t(`admin.codegen.status.${s}`)}</Tag>
  )

  const write = async () => {
    setBusy(true)
    try {
      onWritten(await codegenApi.write(row.id))
      load()
    } catch {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      title={t('admin.codegen.previewTitle', { code: row.code })}
      width="min(1180px, 96vw)"
      onCancel={onClose}
      data-testid="codegen-preview"
      footer={
        <Space wrap>
          <Auth code="devCodegenDownload">
            <Button icon={<DownloadOutlined />} onClick={() => void onDownload()} data-testid="codegen-zip">
              {t('admin.codegen.download')}
            </Button>
          </Auth>
          <Auth code="devCodegenWrite">
            <Popconfirm
              title={t('admin.codegen.writeConfirm', { root: preview?.root ?? '' })}
              onConfirm={() => write()}
              okText={t('admin.common.ok')}
              cancelText={t('admin.common.cancel')}
              disabled={!preview?.writable}
            >
              <Button
                type="primary"
                icon={<SaveOutlined />}
                disabled={!preview?.writable}
                loading={busy}
                data-testid="codegen-write"
              >
                {t('admin.codegen.write')}
              </Button>
            </Popconfirm>
          </Auth>
        </Space>
      }
    >
      <Spin spinning={busy}>
        {preview && (
          <>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {t('admin.codegen.target')}: <Typography.Text code>{preview.root}</Typography.Text>
            </Typography.Paragraph>
            {preview.refusal && (
              <Alert type="warning" showIcon title={preview.refusal} style={{ marginBottom: 8 }} />
            )}
            <div style={{ display: 'flex', gap: 12, minWidth: 0 }}>
              <nav
                aria-label={t('admin.codegen.files')}
                style={{ flex: '0 0 300px', maxHeight: '66vh', overflow: 'auto' }}
                data-testid="codegen-files"
              >
                {preview.files.map((f) => (
                  <button
                    type="button"
                    key={f.path}
                    onClick={() => setChosen(f.path)}
                    aria-current={f.path === chosen}
                    style={{
                      display: 'block',
                      width: '100%',
                      textAlign: 'left',
                      padding: '4px 6px',
                      border: 0,
                      borderRadius: 4,
                      cursor: 'pointer',
                      background: f.path === chosen ? '#e6f4ff' : 'transparent',
                      wordBreak: 'break-all',
                      fontSize: 12,
                    }}
                    data-testid={`codegen-file-${f.path}`}
                  >
                    {status(f.status)}
                    {f.path}
                  </button>
                ))}
              </nav>
              <div style={{ flex: 1, minWidth: 0 }}>
                {file ? (
                  <Tabs
                    items={[
                      { key: 'code', label: t('admin.codegen.codeTab'), children: <Code file={file} /> },
                      { key: 'diff', label: t('admin.codegen.diffTab'), children: <Diff diff={file.diff} /> },
                    ]}
                  />
                ) : (
                  <Empty />
                )}
              </div>
            </div>
          </>
        )}
      </Spin>
    </Modal>
  )
}

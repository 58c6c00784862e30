import type { Designer as PdfDesigner } from '@pdfme/ui'
import {
  basePdfOf,
  PRINT_PADDING_MM,
  type PrintDoc,
  type PrintElement,
  type PrintOrientation,
  type PrintPaper,
} from '@portal/contracts'
import { Alert, Button, Empty, Flex, Spin, Tooltip, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { printTemplateApi } from '../../../../api/dev/printTemplate'
import { request } from '../../../../api/request'

type Pages = PrintElement[][]
type Kind = PrintElement['type']

/** pdfme and its element types, loaded with the designer only (they are large). */
const loadPdfme = () =>
  Promise.all([import('@pdfme/ui'), import('@pdfme/schemas')]).then(([ui, s]) => ({
    Designer: ui.Designer,
    plugins: {
      text: s.text,
      image: s.image,
      table: s.table,
      line: s.line,
      rectangle: s.rectangle,
      ellipse: s.ellipse,
      qrcode: s.barcodes.qrcode,
      code128: s.barcodes.code128,
    },
  }))
type Pdfme = Awaited<ReturnType<typeof loadPdfme>>

/** The CJK font the server prints with, fetched once per visit (10 MB; the browser keeps it a week). */
let fontLoad: Promise<ArrayBuffer> | null = null
const printFont = () => {
  fontLoad ??= request
    .download(printTemplateApi.fontUrl.replace(/^\/api/, ''))
    .then((res) => res.data.arrayBuffer())
  fontLoad.catch(() => {
    fontLoad = null
  })
  return fontLoad
}

/** A name not yet used on the page: the field's own, else `field@2`, `field@3`, … */
function freeName(pages: Pages, key: string) {
  const used = new Set(pages.flat().map((e) => e.name))
  if (!used.has(key)) return key
  let n = 2
  while (used.has(`${key}@${n}`)) n++
  return `${key}@${n}`
}

export interface DesignerProps {
  paper: PrintPaper
  orientation: PrintOrientation
  pages: Pages
  doc: PrintDoc | undefined
  onChange: (pages: Pages) => void
}

/**
 * The visual designer (pdfme): drag elements on the page, set their style on the right. Beside it,
 * the document type's fields: a click places one bound to the field (as text, QR code, barcode,
 * image or table); pdfme's own left bar adds fixed text, images (a logo), lines and boxes.
 */
export default function Designer({ paper, orientation, pages, doc, onChange }: DesignerProps) {
  const { t, i18n } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const designer = useRef<PdfDesigner | null>(null)
  const pdfme = useRef<Pdfme | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const current = useRef(pages)
  current.current = pages
  const lang = i18n.language === 'en' ? 'en' : 'zh'

  // Made once per language; paper and content changes go through updateTemplate below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first paper only, see above
  useEffect(() => {
    let gone = false
    Promise.all([loadPdfme(), printFont()])
      .then(([lib, font]) => {
        if (gone || !box.current) return
        pdfme.current = lib
        const d = new lib.Designer({
          domContainer: box.current,
          template: { basePdf: basePdfOf(paper, orientation), schemas: current.current },
          options: { font: { NotoSansSC: { data: font, fallback: true } }, lang },
          plugins: lib.plugins,
        })
        d.onChangeTemplate((tpl) => onChangeRef.current(tpl.schemas as unknown as Pages))
        designer.current = d
        setState('ready')
      })
      .catch(() => !gone && setState('failed'))
    return () => {
      gone = true
      designer.current?.destroy()
      designer.current = null
    }
  }, [lang])

  // A new paper size or orientation keeps the elements where they are.
  useEffect(() => {
    const d = designer.current
    if (!d) return
    const tpl = d.getTemplate()
    const base = basePdfOf(paper, orientation)
    const was = tpl.basePdf as { width: number; height: number }
    if (was.width !== base.width || was.height !== base.height) d.updateTemplate({ ...tpl, basePdf: base })
  }, [paper, orientation])

  // A layout loaded from elsewhere (a restored version) replaces what is drawn.
  useEffect(() => {
    const d = designer.current
    if (d && JSON.stringify(d.getTemplate().schemas) !== JSON.stringify(pages))
      d.updateTemplate({ ...d.getTemplate(), schemas: pages as never })
  }, [pages])

  /**
   * Places an element bound to `key` below what the page holds, showing the sample's value (so the
   * design looks like the print); `at` overrides where and how big.
   */
  const place = (key: string, type: Kind, extra: Record<string, unknown> = {}) => {
    const d = designer.current
    const lib = pdfme.current
    if (!d || !lib) return
    const tpl = d.getTemplate()
    const schemas = tpl.schemas as unknown as Pages
    const page = Math.min(d.getPageCursor(), schemas.length - 1)
    const plugin = lib.plugins[type] as { propPanel: { defaultSchema: Record<string, unknown> } }
    const base = basePdfOf(paper, orientation)
    const bottom = Math.max(
      PRINT_PADDING_MM,
      ...(schemas[page] ?? []).map((e) => e.position.y + e.height + 2),
    )
    const sample = doc?.sample.values[key]
    const el = {
      ...plugin.propPanel.defaultSchema,
      ...(sample ? { content: sample } : {}),
      ...extra,
      name: freeName(schemas, key),
      type,
      position: { x: PRINT_PADDING_MM, y: Math.min(bottom, base.height - PRINT_PADDING_MM - 10) },
    } as PrintElement
    const next = schemas.map((p, i) => (i === page ? [...p, el] : p))
    d.updateTemplate({ ...tpl, schemas: next as never })
    onChangeRef.current(next)
  }

  // A blank layout starts with the document's title as its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the designer and the type are there
  useEffect(() => {
    if (state !== 'ready' || !doc || current.current.some((p) => p.length)) return
    place('heading', 'text', {
      content: doc.title,
      fontSize: 18,
      alignment: 'center',
      width: basePdfOf(paper, orientation).width - 2 * PRINT_PADDING_MM,
      height: 10,
    })
  }, [state, doc])

  const kinds: Array<[Kind, string]> = [
    ['text', t('admin.printTemplate.asText')],
    ['qrcode', t('admin.printTemplate.asQr')],
    ['code128', t('admin.printTemplate.asBarcode')],
  ]

  return (
    <Flex gap={12} style={{ height: '100%', minHeight: 0 }}>
      <div style={{ width: 240, flex: 'none', overflowY: 'auto' }} data-testid="print-fields">
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('admin.printTemplate.fields')}
        </Typography.Title>
        {!doc ? (
          <Empty description={t('admin.printTemplate.chooseType')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('admin.printTemplate.fieldsHint')}
            </Typography.Paragraph>
            {doc.fields.map((f) => (
              <div key={f.key} style={{ marginBottom: 8 }}>
                <div>{f.label}</div>
                <Flex gap={4} wrap>
                  {f.kind === 'image' ? (
                    <Button
                      size="small"
                      onClick={() => place(f.key, 'image')}
                      data-testid={`print-place-${f.key}-image`}
                    >
                      {t('admin.printTemplate.asImage')}
                    </Button>
                  ) : (
                    kinds.map(([kind, label]) => (
                      <Tooltip key={kind} title={`${f.label} · ${label}`}>
                        <Button
                          size="small"
                          onClick={() => place(f.key, kind)}
                          data-testid={`print-place-${f.key}-${kind}`}
                          aria-label={`${f.label} · ${label}`}
                        >
                          {label}
                        </Button>
                      </Tooltip>
                    ))
                  )}
                </Flex>
              </div>
            ))}
            {doc.tables.map((tb) => (
              <div key={tb.key} style={{ marginBottom: 8 }}>
                <div>{tb.label}</div>
                <Button
                  size="small"
                  onClick={() =>
                    place(tb.key, 'table', {
                      head: tb.columns,
                      headWidthPercentages: tb.columns.map(() => 100 / tb.columns.length),
                      content: JSON.stringify(doc.sample.tables[tb.key]?.slice(0, 2) ?? []),
                      width: basePdfOf(paper, orientation).width - 2 * PRINT_PADDING_MM,
                    })
                  }
                  data-testid={`print-place-${tb.key}-table`}
                >
                  {t('admin.printTemplate.asTable')}
                </Button>
              </div>
            ))}
          </>
        )}
      </div>
      <div style={{ flex: 1, minWidth: 0, position: 'relative', border: '1px solid #d9d9d9' }}>
        {state === 'loading' && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
            <Spin tip={t('admin.printTemplate.loadingDesigner')}>
              <div style={{ width: 160, height: 60 }} />
            </Spin>
          </Flex>
        )}
        {state === 'failed' && (
          <Alert type="error" showIcon title={t('admin.printTemplate.designerFailed')} />
        )}
        <div ref={box} style={{ height: '100%' }} data-testid="print-designer" />
      </div>
    </Flex>
  )
}

import { barcodes, image, text } from '@pdfme/schemas'
import type { PrintElement } from '@portal/contracts'
import { describe, expect, it } from 'vitest'
import { readPdf } from '../test/pdf.js'
import { renderListPdf, renderPdf } from './print.js'

const el = (
  over: Partial<PrintElement> & Pick<PrintElement, 'name' | 'type'>,
  base: object,
): PrintElement => ({
  ...base,
  position: { x: 10, y: 10 },
  width: 80,
  height: 10,
  ...over,
})

describe('print rendering', () => {
  it('prints Chinese and English text a reader can extract, and a QR code that decodes', async () => {
    const pages = [
      [
        el(
          { name: 'heading', type: 'text', readOnly: true, content: '物资放行单 Goods release' } as never,
          text.propPanel.defaultSchema,
        ),
        el({ name: 'permitNo', type: 'text', position: { x: 10, y: 30 } }, text.propPanel.defaultSchema),
        el(
          { name: 'qr', type: 'qrcode', position: { x: 10, y: 50 }, width: 30, height: 30 },
          barcodes.qrcode.propPanel.defaultSchema,
        ),
        el(
          { name: 'sign', type: 'image', position: { x: 60, y: 50 }, width: 30, height: 15 },
          image.propPanel.defaultSchema,
        ),
      ],
    ]
    const pdf = await renderPdf(
      { paper: 'A5', orientation: 'PORTRAIT', pages },
      {
        label: 'FX-1',
        values: { permitNo: '放行单号 FX20261129001', qr: 'FX20261129001', sign: '' },
        tables: {},
      },
    )
    const read = await readPdf(pdf)
    expect(read.pages).toBe(1)
    expect(read.text).toContain('物资放行单 Goods release')
    expect(read.text).toContain('放行单号 FX20261129001')
    expect(read.qr).toEqual(['FX20261129001'])
  })

  it('leaves out a QR code whose field is empty rather than failing', async () => {
    const pages = [
      [el({ name: 'qr', type: 'qrcode', width: 30, height: 30 }, barcodes.qrcode.propPanel.defaultSchema)],
    ]
    const read = await readPdf(
      await renderPdf(
        { paper: 'SLIP', orientation: 'PORTRAIT', pages },
        { label: 'x', values: { qr: '' }, tables: {} },
      ),
    )
    expect(read.qr).toEqual([])
  })

  it('prints a list over as many pages as its rows take, landscape when asked', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `车辆 ${i + 1}`,
      `苏E${String(i).padStart(5, '0')}`,
      '2026-11-29',
    ])
    const pdf = await renderListPdf({
      title: '称重记录',
      subtitle: '共 120 条',
      landscape: true,
      columns: [{ title: '名称', width: 200 }, { title: '车牌' }, { title: '日期', width: 100 }],
      rows,
    })
    const read = await readPdf(pdf)
    expect(read.pages).toBeGreaterThan(1)
    expect(read.text).toContain('称重记录')
    expect(read.text).toContain('车辆 120')
    expect(read.text).toContain('苏E00119')
  })
})

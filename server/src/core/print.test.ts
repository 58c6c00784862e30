import { describe, expect, it } from 'vitest'
import { readPdf } from '../test/pdf.js'
import { at, field, heading, image, qr } from '../test/printLayout.js'
import { renderListPdf, renderPdf } from './print.js'

describe('print rendering', () => {
  it('prints Chinese and English text a reader can extract, and a QR code that decodes', async () => {
    const pages = [
      [
        heading('物资放行单 Goods release', at(10, 10, 80, 10)),
        field('permitNo', at(10, 30, 80, 10)),
        qr('qr', at(10, 50, 30, 30)),
        image('sign', at(60, 50, 30, 15)),
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
    const pages = [[qr('qr', at(10, 10, 30, 30))]]
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

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readPdf } from '../test/pdf.js'
import { at, field, heading, image, qr } from '../test/printLayout.js'
import { printFontFile, renderListPdf, renderPdf } from './print.js'
import { fitColumns, measuringFont } from './printColumns.js'

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

  it('sizes a printed list’s columns from their content: no word is broken, the type shrinks first', async () => {
    // The user list as the screen sends it: narrow account and name columns, a long remark.
    const columns = [
      { title: '账号', width: 60 },
      { title: '姓名', width: 50 },
      { title: '性别', width: 40 },
      { title: '手机', width: 90 },
      { title: '机构', width: 80 },
      { title: '职位', width: 70 },
      { title: '状态', width: 40 },
      { title: '最后登录', width: 100 },
      { title: '备注', width: 200 },
    ]
    const rows = [
      [
        'superAdmin',
        '超级管理员',
        '男',
        '138****0000',
        '宏远实业集团',
        '董事长',
        '正常',
        '2026-12-01 08:00:00',
        '',
      ],
      [
        'zhang.wei',
        '张伟',
        '男',
        '139****1111',
        '生产运营部',
        '设备工程师',
        '正常',
        '2026-12-02 09:30:00',
        'Responsible for the maintenance of the crushing line and its conveyors',
      ],
    ]
    const read = await readPdf(await renderListPdf({ title: '用户列表', columns, rows }))
    for (const word of [
      'superAdmin',
      '08:00:00',
      'zhang.wei',
      '超级管理员',
      '宏远实业集团',
      '设备工程师',
      '138****0000',
      '最后登录',
    ])
      expect(
        read.lines.some((l) => l.includes(word)),
        `${word} in ${JSON.stringify(read.lines)}`,
      ).toBe(true)
    // The long remark wraps, at spaces only.
    const remark = read.lines.filter((l) => l.length > 3 && rows[1]![8]!.includes(l))
    expect(remark.length).toBeGreaterThan(1)
    expect(remark.join(' ').split(/\s+/)).toEqual(rows[1]![8]!.split(' '))

    // Thirty columns of long words cannot fit at 8 pt: the type shrinks, to no less than the floor.
    const wide = Array.from({ length: 30 }, (_, i) => ({ title: `列${i + 1}` }))
    const fitted = fitColumns(
      measuringFont(new Uint8Array(readFileSync(printFontFile()))),
      wide.map((c) => c.title),
      [wide.map(() => 'Administrator')],
      190,
      { bodyPt: 8, floorPt: 6, paddingMm: 2.4, maxColumnMm: 95 },
    )
    expect(fitted.bodyPt).toBe(6)
    expect(fitted.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(190)
  })
})

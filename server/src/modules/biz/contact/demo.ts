import { insertDemoRows } from '../../../core/content.js'
import type { DemoContent } from '../../../core/demo.js'

/** The head office's address, phones, fax, e-mail and postcode, as the contact page and footer show them. */
export const contactDemo: DemoContent = {
  key: 'BIZ_CONTACT',
  async run({ db, daysAgo }) {
    await insertDemoRows(db, 'bizContact', daysAgo(200), [
      {
        kind: 'ADDRESS',
        label: '集团总部',
        labelEn: 'Head office',
        value: '江苏省苏州市工业园区宏远路 88 号',
        valueEn: 'No. 88 Hongyuan Road, Suzhou Industrial Park, Suzhou, Jiangsu, China',
      },
      {
        kind: 'PHONE',
        label: '总机',
        labelEn: 'Switchboard',
        value: '0512-6288 1998',
        valueEn: '+86 512 6288 1998',
      },
      {
        kind: 'HOTLINE',
        label: '客户服务热线（7×24 小时）',
        labelEn: 'Customer service (24/7)',
        value: '400-820-1998',
        valueEn: '+86 400 820 1998',
      },
      { kind: 'FAX', label: '传真', labelEn: 'Fax', value: '0512-6288 1999', valueEn: '+86 512 6288 1999' },
      {
        kind: 'EMAIL',
        label: '商务合作',
        labelEn: 'Business enquiries',
        value: 'info@hongyuan-group.example.com',
        valueEn: null,
      },
      { kind: 'POSTCODE', label: '邮政编码', labelEn: 'Postcode', value: '215021', valueEn: null },
    ])
  },
}

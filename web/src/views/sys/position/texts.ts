import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  position: {
    title: '职位',
    name: '职位名称',
    code: '职位编码',
    category: '职位分类',
    org: '所属组织',
    addTitle: '新增职位',
    editTitle: '编辑职位',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    position: {
      title: 'Position',
      name: 'Name',
      code: 'Code',
      category: 'Category',
      org: 'Organisation',
      addTitle: 'Add position',
      editTitle: 'Edit position',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

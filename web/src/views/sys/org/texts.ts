import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  org: {
    title: '组织',
    name: '组织名称',
    code: '组织编码',
    category: '组织分类',
    parent: '上级组织',
    director: '主管',
    root: '顶级',
    copy: '复制组织',
    copyTo: '复制到（上级组织）',
    copied: '复制成功',
    copyHint: '复制所选组织及其全部下级组织（不含人员与职位）到目标组织下。',
    addTitle: '新增组织',
    editTitle: '编辑组织',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    org: {
      title: 'Organisation',
      name: 'Name',
      code: 'Code',
      category: 'Category',
      parent: 'Parent',
      director: 'Director',
      root: 'Top level',
      copy: 'Copy',
      copyTo: 'Copy under (parent)',
      copied: 'Copied',
      copyHint:
        'Copies the chosen organisations with everything below them (not their people or positions) under the target.',
      addTitle: 'Add organisation',
      editTitle: 'Edit organisation',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

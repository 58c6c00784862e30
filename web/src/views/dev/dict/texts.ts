import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  dictPage: {
    FRM: '系统字典',
    BIZ: '业务字典',
    type: '字典类型',
    label: '字典名称',
    value: '字典值',
    itemLabel: '标签',
    labelEn: '英文名称',
    itemLabelEn: '英文标签',
    labelEnHint: '界面为英文时显示；留空则显示中文',
    itemValue: '值',
    color: '颜色',
    addType: '新增类型',
    addItem: '新增字典项',
    addTitle: '新增字典',
    editTitle: '编辑字典',
    chooseType: '请在左侧选择字典类型',
    parent: '上级',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    dictPage: {
      FRM: 'System',
      BIZ: 'Business',
      type: 'Dictionary type',
      label: 'Name',
      value: 'Value',
      itemLabel: 'Label',
      labelEn: 'English name',
      itemLabelEn: 'English label',
      labelEnHint: 'Shown when the interface is in English; the Chinese one when empty',
      itemValue: 'Value',
      color: 'Colour',
      addType: 'Add type',
      addItem: 'Add item',
      addTitle: 'Add dictionary',
      editTitle: 'Edit dictionary',
      chooseType: 'Choose a dictionary type on the left',
      parent: 'Parent',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

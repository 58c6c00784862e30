import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/codegen; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    codegenNotFound: '代码生成配置不存在或已被删除',
    codegenColumnReserved: '字段名“{name}”由系统生成，不能配置',
    codegenColumnTwice: '字段名“{name}”重复',
    codegenWidgetType: '此类型只能使用这些控件：{widgets}',
    codegenSearchType: '此类型只能使用这些查询方式：{searches}',
    codegenDictRequired: '下拉选择须指定字典编码',
    codegenStringTooLong: '字符串最长 {max}，更长请用长文本',
    codegenButtonTwice: '按钮重复',
    codegenApplicationNew: '手机申请只能新建表（表中有申请人、状态与审批的列）',
    codegenApplicationWidget: '手机申请不支持人员与附件控件',
    codegenApplicationType: '手机申请不支持日期时间类型（请用日期）',
    codegenCodeTaken: '模块“{code}”已有配置',
    codegenTableTaken: '表“{table}”已有配置',
    codegenNameTaken: '模块名“{name}”与已有接口契约重名，请换一个',
    codegenMenuTaken: '菜单编码“{code}”已被其他页面使用',
    codegenTableExists: '表“{table}”已存在，请选择“已有表”或换一个表名',
    codegenTableMissing: '数据库中没有表“{table}”',
    codegenTableNoId: '表“{table}”没有字符串主键 id，不能生成',
    codegenLiveColumnUnknown: '表中没有字段“{name}”',
    codegenCatalogUnknown: '所选上级目录不存在',
    codegenDictUnknown: '字典“{dict}”不存在或没有字典项',
    codegenWriteProduction: '生产环境不能写入代码，请下载压缩包',
    codegenNotCheckout: '目标目录“{root}”不是本项目的源码目录，不能写入',
  },
  en: {
    codegenNotFound: 'The code generation configuration does not exist or was deleted',
    codegenColumnReserved: 'The column "{name}" is made by the generator and cannot be configured',
    codegenColumnTwice: 'The column "{name}" is named twice',
    codegenWidgetType: 'this type takes these widgets only: {widgets}',
    codegenSearchType: 'this type takes these searches only: {searches}',
    codegenDictRequired: 'a select needs a dictionary code',
    codegenStringTooLong: 'a string holds at most {max} characters; use text for longer ones',
    codegenButtonTwice: 'a button is chosen twice',
    codegenApplicationNew:
      'a phone application needs a new table (it holds the applicant, state and approval)',
    codegenApplicationWidget: 'a phone application offers no person or file widget',
    codegenApplicationType: 'a phone application offers no date-and-time type (use a date)',
    codegenCodeTaken: 'The module "{code}" already has a configuration',
    codegenTableTaken: 'The table "{table}" already has a configuration',
    codegenNameTaken: 'The module name "{name}" clashes with an existing contract: choose another',
    codegenMenuTaken: 'The menu code "{code}" is used by another page',
    codegenTableExists: 'The table "{table}" exists: pick it as a live table or choose another name',
    codegenTableMissing: 'The database has no table "{table}"',
    codegenTableNoId: 'The table "{table}" has no string key id, so no module can list it',
    codegenLiveColumnUnknown: 'The table has no column "{name}"',
    codegenCatalogUnknown: 'The parent catalog does not exist',
    codegenDictUnknown: 'The dictionary "{dict}" does not exist or has no items',
    codegenWriteProduction: 'Code is not written in production: download the zip instead',
    codegenNotCheckout: 'The target folder "{root}" is not a checkout of this project: nothing is written',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

import type { ViewTexts } from '../../../i18n/views'

/** Texts of the SAP sync page (zh-cn); the English below has the same keys. */
const zhCn = {
  weighSapSync: {
    title: 'SAP 同步记录',
    notConfigured:
      '尚未配置 SAP 接口：请在“系统配置”的 SAP 分类中填写 OData 服务地址和账号，或在物料、交货单页面用 Excel 导入。',
    MATERIAL: '物料',
    SHIPMENT: '交货单',
    watermark: '已同步到',
    never: '从未同步',
    lastRunAt: '上次运行',
    syncNow: '立即同步',
    syncing: '同步中…',
    synced: '{{entity}}同步完成：读取 {{fetched}}，新增 {{inserted}}，更新 {{updated}}，未变 {{unchanged}}',
    syncFailed: '{{entity}}同步失败：{{error}}',
    startedAt: '开始时间',
    entity: '数据',
    origin: '触发',
    JOB: '定时任务',
    MANUAL: '手动',
    status: '结果',
    RUNNING: '进行中',
    OK: '成功',
    FAILED: '失败',
    since: '读取自',
    pages: '页数',
    fetched: '读取',
    inserted: '新增',
    updated: '更新',
    unchanged: '未变',
    userName: '操作人',
    error: '错误',
    full: '全部',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    weighSapSync: {
      title: 'SAP sync runs',
      notConfigured:
        'SAP is not connected: fill in the OData service address and account under the SAP category of the settings, or import from Excel on the materials and shipments pages.',
      MATERIAL: 'Materials',
      SHIPMENT: 'Shipments',
      watermark: 'Synced up to',
      never: 'Never synced',
      lastRunAt: 'Last run',
      syncNow: 'Sync now',
      syncing: 'Syncing…',
      synced:
        '{{entity}} synced: {{fetched}} read, {{inserted}} added, {{updated}} updated, {{unchanged}} unchanged',
      syncFailed: '{{entity}} sync failed: {{error}}',
      startedAt: 'Started',
      entity: 'Data',
      origin: 'Started by',
      JOB: 'Schedule',
      MANUAL: 'By hand',
      status: 'Result',
      RUNNING: 'Running',
      OK: 'Succeeded',
      FAILED: 'Failed',
      since: 'Read from',
      pages: 'Pages',
      fetched: 'Read',
      inserted: 'Added',
      updated: 'Updated',
      unchanged: 'Unchanged',
      userName: 'By',
      error: 'Error',
      full: 'Everything',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

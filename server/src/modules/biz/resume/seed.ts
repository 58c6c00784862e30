import type { PageSeed } from '../../../core/resources.js'

/** The résumés page, its buttons (the permission codes of its routes). */
export const bizResumePage: PageSeed = {
  catalog: 'menu-cat-recruit',
  sortCode: 2,
  id: 'menu-biz-resume',
  code: 'bizResume',
  title: '简历管理',
  titleEn: 'Résumés',
  path: '/biz/resume',
  component: 'biz/resume/index',
  icon: 'idcard-outlined',
  buttons: [
    ['bizResumeEdit', '处理简历（状态与备注）', 'Review résumé (status and remark)'],
    ['bizResumeDelete', '删除简历', 'Delete résumé'],
    ['bizResumeExport', '导出简历', 'Export résumés'],
  ],
}

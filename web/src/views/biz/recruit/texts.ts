import type { ViewTexts } from '../../../i18n/views'

/** Texts of the recruitment positions page (zh-cn); the English below has the same keys. */
const zhCn = {
  recruitPage: {
    listTitle: '招聘职位',
    title: '职位名称',
    titleEn: '英文职位名称',
    department: '部门',
    departmentEn: '英文部门',
    location: '工作地点',
    locationEn: '英文工作地点',
    education: '学历要求',
    educationEn: '英文学历要求',
    salary: '薪资',
    salaryEn: '英文薪资',
    headcount: '招聘人数',
    headcountUnit: '{{count}} 人',
    description: '职位描述',
    descriptionEn: '英文职位描述',
    descriptionHint: '岗位职责、任职要求、福利待遇等',
    zh: '中文',
    en: 'English',
    enHint: '英文网站显示这些内容；留空的项显示中文',
    resumeCount: '简历数',
    published: '状态',
    isOpen: '招聘中',
    closed: '已停止',
    open: '开启招聘',
    close: '停止招聘',
    opened_ok: '已开启招聘',
    closed_ok: '已停止招聘',
    openHint: '新增的职位处于“已停止”状态，开启后才在网站“招聘信息”中显示',
    addTitle: '新增招聘职位',
    editTitle: '编辑招聘职位',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    recruitPage: {
      listTitle: 'Positions',
      title: 'Position',
      titleEn: 'Position (English)',
      department: 'Department',
      departmentEn: 'Department (English)',
      location: 'Location',
      locationEn: 'Location (English)',
      education: 'Education',
      educationEn: 'Education (English)',
      salary: 'Salary',
      salaryEn: 'Salary (English)',
      headcount: 'Openings',
      headcountUnit: '{{count}}',
      description: 'Description',
      descriptionEn: 'Description (English)',
      descriptionHint: 'Responsibilities, requirements, benefits…',
      zh: '中文',
      en: 'English',
      enHint: 'The English site shows these; an empty field shows the Chinese one',
      resumeCount: 'Résumés',
      published: 'Status',
      isOpen: 'Open',
      closed: 'Closed',
      open: 'Open',
      close: 'Close',
      opened_ok: 'Position opened',
      closed_ok: 'Position closed',
      openHint: 'A new position is closed; once opened it shows under Careers on the site',
      addTitle: 'New position',
      editTitle: 'Edit position',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

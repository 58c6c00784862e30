import type { Audit } from '../../db/columns.js'

/** The biz area's tables (`db/schema.ts` assembles every area's into `DB`; conventions there). */

/** What every site content table has: published (0/1), its place among its kind, audit columns. */
interface Content extends Audit {
  id: string
  published: number
  sortCode: number
}

/** The texts of a section or an article: a title, a summary and rich content, in Chinese and English. */
interface Texts {
  title: string
  titleEn: string | null
  summary: string | null
  summaryEn: string | null
  content: string | null
  contentEn: string | null
}

/** A category (of news, of products): a name in both languages. */
interface Category extends Content {
  name: string
  nameEn: string | null
}

export interface BizCompanyInfoTable extends Content, Texts {
  code: string
  imageId: string | null
}

export interface BizHistoryTable extends Content {
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  eventDate: string
  title: string
  titleEn: string | null
  content: string | null
  contentEn: string | null
  imageId: string | null
}

export type BizNewsCategoryTable = Category

export interface BizNewsTable extends Content, Texts {
  categoryId: string | null
  coverId: string | null
  author: string | null
  source: string | null
  /** When it shows once published (a later time schedules it); set at publishing when empty. */
  publishAt: string | null
  pinned: number
  viewCount: number
}

export type BizProductCategoryTable = Category

export interface BizProductTable extends Content {
  categoryId: string | null
  name: string
  nameEn: string | null
  model: string | null
  summary: string | null
  summaryEn: string | null
  content: string | null
  contentEn: string | null
  /** File ids joined by commas; the first is the cover. */
  imageIds: string | null
  /** JSON: [{ name, nameEn, value, valueEn }]. */
  specs: string | null
}

export interface BizPageTable extends Content, Texts {
  code: string
}

export interface BizContactTable extends Content {
  kind: string
  label: string
  labelEn: string | null
  value: string
  valueEn: string | null
}

export interface BizLinkTable extends Content {
  name: string
  nameEn: string | null
  url: string
  logoId: string | null
}

export interface BizSlideTable extends Content {
  place: string
  title: string
  titleEn: string | null
  subtitle: string | null
  subtitleEn: string | null
  imageId: string
  linkUrl: string | null
}

/** A recruitment position; `published` means open. */
export interface BizRecruitTable extends Content {
  title: string
  titleEn: string | null
  department: string | null
  departmentEn: string | null
  location: string | null
  locationEn: string | null
  education: string | null
  educationEn: string | null
  salary: string | null
  salaryEn: string | null
  headcount: number
  description: string | null
  descriptionEn: string | null
}

export interface BizResumeTable {
  id: string
  recruitId: string
  recruitTitle: string
  name: string
  gender: string | null
  phone: string
  email: string
  education: string | null
  message: string | null
  fileId: string | null
  /** NEW, REVIEWED, INTERVIEW, REJECTED or HIRED. */
  status: string
  remark: string | null
  clientIp: string | null
  createdAt: string
  updatedAt: string | null
  updatedUser: string | null
}

/** The biz area's part of `DB`. */
export interface BizTables {
  bizCompanyInfo: BizCompanyInfoTable
  bizHistory: BizHistoryTable
  bizNewsCategory: BizNewsCategoryTable
  bizNews: BizNewsTable
  bizProductCategory: BizProductCategoryTable
  bizProduct: BizProductTable
  bizPage: BizPageTable
  bizContact: BizContactTable
  bizLink: BizLinkTable
  bizSlide: BizSlideTable
  bizRecruit: BizRecruitTable
  bizResume: BizResumeTable
}

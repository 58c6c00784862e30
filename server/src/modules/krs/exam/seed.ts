import { EXAM_CATEGORY_DICT } from '@portal/contracts'
import { crud, type PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'
import { PAPER_MENU } from './papers.js'
import { QUESTION_MENU } from './questions.js'
import { RESULT_MENU } from './results.js'

const catalog = 'menu-cat-exam'

export const questionPage: PageSeed = {
  catalog,
  sortCode: 10,
  id: 'menu-krs-exam-question',
  code: QUESTION_MENU,
  title: '试题管理',
  titleEn: 'Question bank',
  path: '/krs/examQuestion',
  component: 'krs/examQuestion/index',
  icon: 'book-outlined',
  buttons: [
    ...crud(QUESTION_MENU, '试题', 'question'),
    ['krsExamQuestionImport', '导入试题', 'Import questions'],
    ['krsExamQuestionExport', '导出试题', 'Export questions'],
  ],
}

export const paperPage: PageSeed = {
  catalog,
  sortCode: 20,
  id: 'menu-krs-exam-paper',
  code: PAPER_MENU,
  title: '试卷管理',
  titleEn: 'Papers',
  path: '/krs/examPaper',
  component: 'krs/examPaper/index',
  icon: 'file-text-outlined',
  buttons: [
    ...crud(PAPER_MENU, '试卷', 'paper'),
    ['krsExamPaperPublish', '发布/关闭试卷', 'Publish or close papers'],
  ],
}

/** Spec §2: `/krsTestResult`, exam result management. */
export const resultPage: PageSeed = {
  catalog,
  sortCode: 30,
  id: 'menu-krs-test-result',
  code: RESULT_MENU,
  title: '考试成绩',
  titleEn: 'Exam results',
  path: '/krsTestResult',
  component: 'krs/examResult/index',
  icon: 'bar-chart-outlined',
  buttons: [['krsTestResultExport', '导出成绩', 'Export results']],
  fields: [['takerPhone', '完整手机号码', 'Phone numbers in full']],
}

/** Spec §2: `/krs/random-exam` (drawing) and `/krs/answer-exam` (answering), shown in the menu. */
export const randomExamPage: PageSeed = {
  catalog,
  sortCode: 40,
  id: 'menu-krs-random-exam',
  code: 'krsRandomExam',
  title: '随机抽题',
  titleEn: 'Take an exam',
  path: '/krs/random-exam',
  component: 'krs/exam/random',
  icon: 'audit-outlined',
  buttons: [],
}
export const answerExamPage: PageSeed = {
  catalog,
  sortCode: 50,
  id: 'menu-krs-answer-exam',
  code: 'krsAnswerExam',
  title: '在线答题',
  titleEn: 'Answer',
  path: '/krs/answer-exam',
  component: 'krs/exam/answer',
  icon: 'profile-outlined',
  buttons: [],
}
export const answerResultPage: PageSeed = {
  catalog,
  sortCode: 60,
  id: 'menu-krs-answer-result',
  code: 'krsAnswerResult',
  title: '考试结果',
  titleEn: 'My results',
  path: '/krs/answer-result',
  component: 'krs/exam/result',
  icon: 'file-search-outlined',
  buttons: [],
  hidden: true,
}

export const examCategoryDict: DictSeed = {
  type: EXAM_CATEGORY_DICT,
  label: '试题分类',
  labelEn: 'Question category',
  sortCode: 21,
  items: [
    ['SAFETY', '安全常识', 'Safety basics', 'blue'],
    ['FIRE', '消防安全', 'Fire safety', 'red'],
    ['ELECTRICAL', '用电安全', 'Electrical safety', 'gold'],
    ['HAZARD', '危险作业', 'Hazardous work', 'volcano'],
    ['PPE', '劳动防护', 'Protective equipment', 'green'],
    ['RULES', '厂区管理规定', 'Site rules', 'purple'],
  ],
}

import type { ViewTexts } from '../../../i18n/views'

/**
 * Texts of the question bank (zh-cn); the English below has the same keys. The names of question
 * types and difficulties are the papers' and results' pages' too.
 */
const zhCn = {
  krsExamQuestion: {
    title: '试题管理',
    addTitle: '新增试题',
    editTitle: '编辑试题',
    keyword: '题干',
    keywordHint: '题干中的文字',
    type: '题型',
    SINGLE: '单选题',
    MULTIPLE: '多选题',
    JUDGE: '判断题',
    FILL: '填空题',
    category: '分类',
    difficulty: '难度',
    difficulty1: '易',
    difficulty2: '中',
    difficulty3: '难',
    stem: '题干',
    options: '选项',
    optionsHint: '选项依次为 A、B、C…，至少 2 个，最多 {{max}} 个',
    optionsMin: '选择题至少需要 2 个选项',
    option: '选项 {{key}}',
    addOption: '添加选项',
    removeOption: '删除选项 {{key}}',
    answer: '正确答案',
    answerSingleHint: '选择正确的一个选项',
    answerMultipleHint: '选择全部正确的选项（至少一个）',
    answerFillHint: '多个可接受的答案用 | 分隔，如：灭火器|干粉灭火器；判分时忽略首尾空格和大小写',
    judgeT: '正确',
    judgeF: '错误',
    analysis: '答案解析',
    enabled: '启用',
    disabled: '停用',
    importTitle: '导入试题',
    imported: '共 {{total}} 行，已导入 {{inserted}} 道试题',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    krsExamQuestion: {
      title: 'Question bank',
      addTitle: 'Add question',
      editTitle: 'Edit question',
      keyword: 'Question',
      keywordHint: 'Words of the question',
      type: 'Type',
      SINGLE: 'Single choice',
      MULTIPLE: 'Multiple choice',
      JUDGE: 'True / false',
      FILL: 'Fill-in',
      category: 'Category',
      difficulty: 'Difficulty',
      difficulty1: 'Easy',
      difficulty2: 'Medium',
      difficulty3: 'Hard',
      stem: 'Question',
      options: 'Options',
      optionsHint: 'Options A, B, C… in order: at least 2, at most {{max}}',
      optionsMin: 'A choice question needs at least 2 options',
      option: 'Option {{key}}',
      addOption: 'Add option',
      removeOption: 'Remove option {{key}}',
      answer: 'Right answer',
      answerSingleHint: 'Choose the one right option',
      answerMultipleHint: 'Choose every right option (at least one)',
      answerFillHint:
        'Separate accepted answers with |, e.g. extinguisher|fire extinguisher; marking ignores case and surrounding spaces',
      judgeT: 'True',
      judgeF: 'False',
      analysis: 'Explanation',
      enabled: 'Enabled',
      disabled: 'Disabled',
      importTitle: 'Import questions',
      imported: '{{total}} rows read, {{inserted}} questions imported',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

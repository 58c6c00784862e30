import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of krs/exam (the bank, papers, attempts). */
export const texts = defineTexts({
  'zh-cn': {
    krsExamOptions: '选择题至少两个选项，依次为 A、B、C…',
    krsExamAnswerShape:
      '正确答案与题型不符（单选一个选项，多选按顺序以逗号分隔，判断 T 或 F，填空以 | 分隔多个可接受答案）',
    krsExamQuestionNotFound: '试题不存在',
    krsExamQuestionInUse: '试题已被试卷选用，不能删除（可停用）',
    krsExamPaperEmpty: '试卷没有试题：固定试卷请选择试题，随机试卷请添加抽题规则',
    krsExamQuestionTwice: '同一试题选了两次',
    krsExamPassMarkHigh: '及格分不能高于总分',
    krsExamPaperNotFound: '试卷不存在',
    krsExamPaperHasAttempts: '试卷“{name}”已有人作答，不能删除（可关闭）',
    krsExamNotEnough: '题库中“{category}”类符合条件的启用试题只有 {have} 道，规则需要 {need} 道',
    krsExamItemMissing: '所选试题不存在或已停用',
    krsExamPaperNotOpen: '该试卷未发布或已关闭',
    krsExamNotForYou: '该试卷不对您开放',
    krsExamNoAttemptsLeft: '该试卷最多可作答 {max} 次，您的次数已用完',
    krsExamNameRequired: '请填写姓名',
    krsExamAttemptNotFound: '考试记录不存在',
    krsExamClosed: '本次考试已交卷或已超时，答案不能再修改',
    krsExamAlreadySubmitted: '本次考试已交卷，不能重复提交',
    krsExamNoSuchQuestion: '该题不在本次试卷中',
    krsExamBadAnswer: '答案格式不对：{hint}',
    krsExamNotSubmitted: '尚未交卷，交卷后才能查看成绩',
    krsExamBadRule: '规则的题型、难度与题库不符',
    krsExamImportType: '题型应为 单选、多选、判断、填空 之一',
    krsExamImportDifficulty: '难度应为 1、2、3（易、中、难）',
    krsExamCategoryUnknown: '分类“{value}”不在试题分类字典中',
    krsExamRowTooLong: '{field}过长（最多 {max} 字）',
  },
  en: {
    krsExamOptions: 'A choice question needs at least two options, A, B, C… in order',
    krsExamAnswerShape:
      'The right answer does not fit the type (single: one option; multiple: options in order, comma-separated; true/false: T or F; fill-in: accepted answers separated by |)',
    krsExamQuestionNotFound: 'The question does not exist',
    krsExamQuestionInUse: 'The question is on a paper and cannot be deleted (disable it instead)',
    krsExamPaperEmpty:
      'The paper has no questions: pick questions for a fixed paper, add drawing rules for a random one',
    krsExamQuestionTwice: 'A question is picked twice',
    krsExamPassMarkHigh: 'The pass mark cannot exceed the total points',
    krsExamPaperNotFound: 'The paper does not exist',
    krsExamPaperHasAttempts: 'Paper “{name}” has been taken and cannot be deleted (close it instead)',
    krsExamNotEnough:
      'The bank holds only {have} enabled questions of “{category}” that fit; the rule needs {need}',
    krsExamItemMissing: 'A chosen question does not exist or is disabled',
    krsExamPaperNotOpen: 'This paper is not published, or it is closed',
    krsExamNotForYou: 'This paper is not open to you',
    krsExamNoAttemptsLeft: 'This paper may be taken {max} times; you have used them all',
    krsExamNameRequired: 'Enter your name',
    krsExamAttemptNotFound: 'The exam attempt does not exist',
    krsExamClosed: 'This exam was handed in or its time is up: answers can no longer change',
    krsExamAlreadySubmitted: 'This exam was already handed in',
    krsExamNoSuchQuestion: 'That question is not on this paper',
    krsExamBadAnswer: 'The answer is not well formed: {hint}',
    krsExamNotSubmitted: 'Not handed in yet: the score shows once it is',
    krsExamBadRule: 'The rule’s type or difficulty does not fit the bank',
    krsExamImportType: 'Type must be one of single, multiple, true/false, fill-in',
    krsExamImportDifficulty: 'Difficulty must be 1, 2 or 3 (easy, medium, hard)',
    krsExamCategoryUnknown: 'Category “{value}” is not in the question category dictionary',
    krsExamRowTooLong: '{field} is too long (at most {max} characters)',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

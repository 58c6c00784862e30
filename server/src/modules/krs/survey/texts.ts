import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of krs/survey (meal questionnaires). */
export const texts = defineTexts({
  'zh-cn': {
    krsSurveyNotFound: '问卷不存在',
    krsSurveyKeyTwice: '编号重复',
    krsSurveyOptions: '选择题至少两个选项',
    krsSurveyEndBeforeStart: '结束日期不能早于开始日期',
    krsSurveyAnsweredQuestions: '问卷已有人作答，题目和开始日期不能再改',
    krsSurveyNotDraft: '只有草稿可以发布',
    krsSurveyAnswered: '问卷“{title}”已有人作答，不能删除（可结束）',
    krsSurveyNotOpen: '该问卷未在开放期内',
    krsSurveyNoSuchQuestion: '问卷没有这道题',
    krsSurveyRequired: '请回答“{title}”',
    krsSurveyBadAnswer: '“{title}”的回答不符合题目要求',
    krsSurveyAnsweredAlready: '您已提交过这份问卷',
  },
  en: {
    krsSurveyNotFound: 'The questionnaire does not exist',
    krsSurveyKeyTwice: 'A key is used twice',
    krsSurveyOptions: 'A choice question needs at least two options',
    krsSurveyEndBeforeStart: 'The end day cannot be before the start day',
    krsSurveyAnsweredQuestions: 'People have answered: the questions and the start day can no longer change',
    krsSurveyNotDraft: 'Only a draft can be published',
    krsSurveyAnswered: 'Questionnaire “{title}” has answers and cannot be deleted (close it instead)',
    krsSurveyNotOpen: 'This questionnaire is not open now',
    krsSurveyNoSuchQuestion: 'The questionnaire has no such question',
    krsSurveyRequired: 'Answer “{title}”',
    krsSurveyBadAnswer: 'The answer to “{title}” does not fit the question',
    krsSurveyAnsweredAlready: 'You have already answered this questionnaire',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

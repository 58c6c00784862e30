import { crud, type PageSeed } from '../../../core/resources.js'
import { SURVEY_MENU } from './service.js'

/** Spec §2's admin view "meal questionnaire" (people answer at `/mealquestionnaireFrom`). */
export const surveyPage: PageSeed = {
  catalog: 'menu-cat-meal',
  sortCode: 60,
  id: 'menu-krs-meal-survey',
  code: SURVEY_MENU,
  title: '用餐问卷',
  titleEn: 'Meal questionnaires',
  path: '/krs/mealSurvey',
  component: 'krs/mealSurvey/index',
  icon: 'audit-outlined',
  buttons: [
    ...crud(SURVEY_MENU, '问卷', 'questionnaire'),
    ['krsMealSurveyPublish', '发布/结束问卷', 'Publish or close questionnaires'],
    ['krsMealSurveyExport', '导出答卷', 'Export answers'],
  ],
}

import type { SurveyQuestion } from '@portal/contracts'
import type { DemoContent } from '../../../core/demo.js'
import { companyDay } from '../../../core/time.js'
import { type Value, writeAnswers } from './service.js'

const QUESTIONS: SurveyQuestion[] = [
  { key: 'q1', type: 'RATING', title: '您对本月菜品口味的总体评价', required: true, options: [] },
  {
    key: 'q2',
    type: 'SINGLE',
    title: '您最常在哪个餐厅用餐？',
    required: true,
    options: [
      { key: 'a', text: '一号食堂' },
      { key: 'b', text: '二号食堂' },
    ],
  },
  {
    key: 'q3',
    type: 'MULTIPLE',
    title: '希望增加哪些菜品？',
    required: false,
    options: [
      { key: 'a', text: '面食' },
      { key: 'b', text: '清淡蔬菜' },
      { key: 'c', text: '地方特色菜' },
      { key: 'd', text: '水果' },
    ],
  },
  { key: 'q4', type: 'TEXT', title: '其他意见和建议', required: false, options: [] },
]
const REMARKS = ['希望午餐多一些清淡的选择', '米饭有时偏硬', '夜宵饺子很好吃', '排队时间有点长']

/**
 * A questionnaire open from ten days ago to ten days ahead, answered by most sample meal users over
 * the days since it opened, so the results page shows distributions and the rating's days.
 */
export const surveyDemo: DemoContent = {
  key: 'KRS_MEAL_SURVEY',
  async run({ db, daysAgo }) {
    const id = 'demo-meal-survey-1'
    await db
      .insertInto('krsMealSurvey')
      .values({
        id,
        title: '本月用餐满意度调查',
        description: '您的意见帮助食堂改进菜品和服务，约需一分钟。',
        startDay: companyDay(-10),
        endDay: companyDay(10),
        status: 'PUBLISHED',
        questionsJson: JSON.stringify(QUESTIONS),
        questionCount: QUESTIONS.length,
        answerCount: 0,
        createdAt: daysAgo(11),
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
    const diners = await db
      .selectFrom('krsMealUser')
      .select(['id', 'name', 'costCentre'])
      .where('id', 'like', 'demo-meal-user-%')
      .orderBy('id')
      .execute()
    // The meal demo runs first (its users); the three contractors are left to answer themselves.
    for (const [i, d] of diners.filter((x) => !x.id.includes('-c')).entries()) {
      if (i % 4 === 3) continue
      const back = 9 - (i % 10)
      const answers: Record<string, Value> = {
        q1: 3 + ((i + back) % 3),
        q2: i % 3 ? 'a' : 'b',
        q3: i % 2 ? ['a', 'c'] : ['b'],
      }
      if (i % 3 === 0) answers.q4 = REMARKS[i % REMARKS.length]!
      await writeAnswers(db, id, QUESTIONS, d, answers, companyDay(-back), daysAgo(back))
    }
  },
}

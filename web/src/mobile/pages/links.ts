import type { AreaLink } from '../components/AreaHome'
import { useLang } from '../core'

/**
 * The links area homes share (exams, meals, the meal questionnaire), with their hints: loaded with the homes, not with
 * every phone page's first script.
 */
const zhCn = {
  exam: ['安全考试', '参加入场培训与安全知识考试，查看成绩'],
  meal: ['食堂订餐', '预订近几天的餐食，截止前可修改或取消'],
  survey: ['用餐问卷', '评价用餐体验，每份问卷提交一次'],
  feedback: ['意见反馈', '对食堂、环境、安全或服务提出意见，可上传照片'],
} as const
const en: Record<keyof typeof zhCn, readonly [string, string]> = {
  exam: ['Safety exams', 'Take the induction and safety exams, see your results'],
  meal: ['Meal ordering', 'Order meals for the coming days; change or cancel before the cut-off'],
  survey: ['Meal questionnaire', 'Tell the canteen how your meals were; each questionnaire once'],
  feedback: ['Feedback', 'Tell us about the canteen, the site, safety or our service, with photos'],
}
const PATHS = {
  exam: '/examIndex',
  meal: '/repastorder',
  survey: '/mealquestionnaireFrom',
  feedback: '/feedback',
}

/** The shared links named, in the page's language. */
export function useSharedLinks(...keys: Array<keyof typeof zhCn>): AreaLink[] {
  const texts = useLang() === 'en' ? en : zhCn
  return keys.map((k) => ({ label: texts[k][0], hint: texts[k][1], path: PATHS[k], testId: `m-go-${k}` }))
}

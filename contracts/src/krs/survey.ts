import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { daySchema, fields, optText, reqText, searchKey } from '../fields.js'

/**
 * Meal questionnaires (issue 27, `/mealquestionnaireFrom`): the canteen builds a questionnaire
 * (single choice, multiple choice, a rating 1–5, free text), publishes it for a period to the meal
 * users, each of whom answers once; results per question (how many chose each option, the average
 * rating and how it moved day by day, the texts) and an export.
 *
 * People answer under `/api/krs/survey/…` (a signed-in employee) and `/api/krs/survey/phone/…` (a
 * phone session, the meal user of its number); the back-office keeps them under `/api/krs/mealSurvey/…`.
 */

export const SURVEY_QUESTION_TYPES = ['SINGLE', 'MULTIPLE', 'RATING', 'TEXT'] as const
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number]
export const SURVEY_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const
export type SurveyStatus = (typeof SURVEY_STATUSES)[number]
/** The ratings, 1 (poor) to 5 (excellent). */
export const RATINGS = [1, 2, 3, 4, 5] as const

export const SURVEY_LIMITS = {
  title: 100,
  description: 500,
  questions: 30,
  question: 200,
  options: 10,
  option: 100,
  /** A text answer. */
  text: 500,
} as const

const surveyOptionSchema = z.object({
  /** `a`, `b`, … kept when the question is edited, so answers stay attached. */
  key: z.string().trim().min(1).max(8),
  text: reqText(SURVEY_LIMITS.option),
})

export const surveyQuestionSchema = z.object({
  key: z.string().trim().min(1).max(16),
  type: z.enum(SURVEY_QUESTION_TYPES),
  title: reqText(SURVEY_LIMITS.question),
  required: z.boolean().default(true),
  /** Single and multiple choice only: two or more. */
  options: z.array(surveyOptionSchema).max(SURVEY_LIMITS.options).default([]),
})
export type SurveyQuestion = z.output<typeof surveyQuestionSchema>

export const surveySaveSchema = z.object({
  id: idSchema.optional(),
  title: reqText(SURVEY_LIMITS.title),
  description: optText(SURVEY_LIMITS.description),
  startDay: daySchema,
  endDay: daySchema,
  questions: z.array(surveyQuestionSchema).min(1).max(SURVEY_LIMITS.questions),
})
export const surveyAddSchema = surveySaveSchema.omit({ id: true })
export const surveyEditSchema = surveySaveSchema.extend({ id: idSchema })
export type SurveyBody = z.input<typeof surveyAddSchema>

export const surveyPageQuerySchema = pageQuerySchema.extend({
  searchKey,
  title: z.string().trim().max(100).optional(),
  status: z.enum(SURVEY_STATUSES).optional(),
})

export const surveyRowSchema = z.object(
  fields(
    strings('id', 'title', 'startDay', 'endDay', 'status', 'createdAt'),
    nullableStrings('description'),
    numbers('questionCount', 'answerCount'),
  ),
)
export type SurveyRow = z.infer<typeof surveyRowSchema>
export const surveyDetailSchema = surveyRowSchema.extend({ questions: z.array(surveyQuestionSchema) })
export type SurveyDetail = z.infer<typeof surveyDetailSchema>

// ---- Answering ----

/** One answer: an option key (single), option keys (multiple), 1–5 (rating), text. */
export const surveyAnswerValueSchema = z.union([
  z.string().max(SURVEY_LIMITS.text),
  z.array(z.string().max(8)).max(SURVEY_LIMITS.options),
  z.number().int().min(1).max(5),
])
export const surveySubmitSchema = z.object({
  surveyId: idSchema,
  /** By question key; an optional question may be left out. */
  answers: z.record(z.string().max(16), surveyAnswerValueSchema),
})
export type SurveySubmit = z.input<typeof surveySubmitSchema>

/** A questionnaire as a person sees it: open now, and whether they answered. */
export const surveyOfferSchema = z.object(
  fields(
    strings('id', 'title', 'startDay', 'endDay'),
    nullableStrings('description', 'answeredAt'),
    numbers('questionCount'),
  ),
)
export type SurveyOffer = z.infer<typeof surveyOfferSchema>
export const surveyFormSchema = surveyOfferSchema.extend({
  questions: z.array(surveyQuestionSchema),
  /** What the person answered, once they have. */
  answers: z.record(z.string(), surveyAnswerValueSchema).nullable(),
})
export type SurveyForm = z.infer<typeof surveyFormSchema>
export const surveyOffersSchema = z.object({
  /** False: the signed-in person is no meal user (the page says whom to ask). */
  diner: z.boolean(),
  surveys: z.array(surveyOfferSchema),
})
export type SurveyOffers = z.infer<typeof surveyOffersSchema>

// ---- Results ----

export const surveyResultSchema = z.object({
  answers: z.number(),
  questions: z.array(
    z.object(
      fields(strings('key', 'type', 'title'), numbers('answered'), {
        /** Choices: how many chose each option (ratings: each of 1–5), in order. */
        counts: z.array(z.object(fields(strings('key', 'label'), numbers('count')))),
        /** Ratings: the average, and the average of each day answers came in. */
        average: z.number().nullable(),
        byDay: z.array(z.object(fields(strings('day'), numbers('count', 'average')))),
      }),
    ),
  ),
})
export type SurveyResult = z.infer<typeof surveyResultSchema>

export const surveyTextsQuerySchema = pageQuerySchema.extend({
  surveyId: idSchema,
  questionKey: z.string().max(16),
})
export const surveyTextRowSchema = z.object(fields(strings('id', 'text', 'userName', 'createdAt')))
export type SurveyTextRow = z.infer<typeof surveyTextRowSchema>

import { createIndexes } from './indexes.js'
import { AUDIT, createTable, DAY, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Meal questionnaires (issue 27, `contracts/krs/survey.ts`).
 * - `krs_meal_survey`: a questionnaire, its questions as JSON, its period and how many answered.
 * - `krs_meal_survey_answer`: one per questionnaire and meal user (unique), every answer as JSON.
 * - `krs_meal_survey_count`: per question and option (a rating's 1–5) how many chose it;
 *   `krs_meal_survey_day`: per rating question and day, how many rated and the sum: results read
 *   these counters, never the answers.
 * - `krs_meal_survey_text`: the text answers, one row each, paged per question.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'krs_meal_survey', {
    title: ['varchar(100)', 'notNull'],
    description: 'varchar(500)',
    start_day: [DAY, 'notNull'],
    end_day: [DAY, 'notNull'],
    status: ['varchar(12)', 'notNull'],
    questions_json: ['text', 'notNull'],
    question_count: ['integer', { default: 0 }],
    answer_count: ['integer', { default: 0 }],
    ...AUDIT,
  })
  await createIndexes(db, 'krs_meal_survey', {
    krs_meal_survey_created: ['created_at', 'id'],
    krs_meal_survey_open: ['status', 'start_day', 'end_day'],
  })
  await createTable(db, 'krs_meal_survey_answer', {
    survey_id: [ID, 'notNull'],
    meal_user_id: [ID, 'notNull'],
    user_name: ['varchar(64)', 'notNull'],
    cost_centre: ['varchar(64)', 'notNull'],
    answers_json: ['text', 'notNull'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_meal_survey_answer', {
    krs_meal_survey_answer_one: { unique: ['survey_id', 'meal_user_id'] },
    krs_meal_survey_answer_by: ['meal_user_id', 'survey_id'],
    krs_meal_survey_answer_created: ['survey_id', 'created_at', 'id'],
  })
  await createTable(db, 'krs_meal_survey_count', {
    survey_id: [ID, 'notNull'],
    question_key: ['varchar(16)', 'notNull'],
    option_key: ['varchar(8)', 'notNull'],
    count: ['integer', { default: 0 }],
  })
  await createIndexes(db, 'krs_meal_survey_count', {
    krs_meal_survey_count_one: { unique: ['survey_id', 'question_key', 'option_key'] },
  })
  await createTable(db, 'krs_meal_survey_day', {
    survey_id: [ID, 'notNull'],
    question_key: ['varchar(16)', 'notNull'],
    day: [DAY, 'notNull'],
    count: ['integer', { default: 0 }],
    total: ['integer', { default: 0 }],
  })
  await createIndexes(db, 'krs_meal_survey_day', {
    krs_meal_survey_day_one: { unique: ['survey_id', 'question_key', 'day'] },
  })
  await createTable(db, 'krs_meal_survey_text', {
    survey_id: [ID, 'notNull'],
    question_key: ['varchar(16)', 'notNull'],
    text: ['varchar(500)', 'notNull'],
    user_name: ['varchar(64)', 'notNull'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_meal_survey_text', {
    krs_meal_survey_text_by: ['survey_id', 'question_key', 'created_at', 'id'],
  })
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, [
    'krs_meal_survey_text',
    'krs_meal_survey_day',
    'krs_meal_survey_count',
    'krs_meal_survey_answer',
    'krs_meal_survey',
  ])
}

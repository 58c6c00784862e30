import { addTextSearch, dropTextSearch } from '../../core/search.js'
import { createIndexes } from './indexes.js'
import { addJob } from './jobs.js'
import { AUDIT, createTable, DAY, type Db, dropTables, ID, TIME } from './tables.js'

/**
 * Exams (issue 27).
 * - `krs_exam_question`: the bank; options as JSON, the right answer as text (`contracts/krs/exam.ts`).
 * - `krs_exam_paper`: a paper of fixed questions (`items_json`) or drawing rules (`rules_json`).
 * - `krs_exam_attempt`: one person's paper, drawn with its seed; `krs_exam_attempt_paper` (same id)
 *   keeps it whole (the questions as drawn, answers included, so it shows again exactly whatever the
 *   bank becomes);
 *   `open_key` is set while it is answered, so a person has one open attempt per paper (unique).
 * - `krs_exam_answer`: one row per attempt and question (saving again replaces it).
 * - `krs_exam_taker`: per person and paper, attempts made, best score, until when a pass counts
 *   (what a person's list of papers shows without reading their attempts).
 * - `krs_exam_stat`: per paper and question, how often answered and how often wrong, counted at
 *   submission (statistics never scan the answers).
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'krs_exam_question', {
    type: ['varchar(16)', 'notNull'],
    category: ['varchar(64)', 'notNull'],
    difficulty: ['integer', 'notNull'],
    stem: ['varchar(1000)', 'notNull'],
    options_json: ['text', 'notNull'],
    answer: ['varchar(200)', 'notNull'],
    analysis: 'varchar(1000)',
    enabled: ['integer', { default: 1 }],
    ...AUDIT,
  })
  await createIndexes(db, 'krs_exam_question', {
    krs_exam_question_created: ['created_at', 'id'],
    // A drawing rule reads one category (and difficulty, type) of enabled questions.
    krs_exam_question_draw: ['category', 'difficulty', 'type', 'enabled', 'id'],
  })
  await addTextSearch(db, 'krs_exam_question', 'stem')

  await createTable(db, 'krs_exam_paper', {
    name: ['varchar(100)', 'notNull'],
    description: 'varchar(1000)',
    purpose: ['varchar(16)', 'notNull'],
    audience: ['varchar(8)', 'notNull'],
    mode: ['varchar(8)', 'notNull'],
    time_limit: ['integer', 'notNull'],
    pass_mark: ['integer', 'notNull'],
    total_points: ['integer', 'notNull'],
    question_count: ['integer', 'notNull'],
    max_attempts: ['integer', { default: 0 }],
    valid_days: ['integer', { default: 365 }],
    show_answers: ['integer', { default: 1 }],
    status: ['varchar(12)', 'notNull'],
    rules_json: ['text', 'notNull'],
    items_json: ['text', 'notNull'],
    // Counted as attempts are drawn and handed in: the results page's figures read no attempts.
    attempt_count: ['integer', { default: 0 }],
    submitted_count: ['integer', { default: 0 }],
    passed_count: ['integer', { default: 0 }],
    score_sum: ['double precision', { default: 0 }],
    ...AUDIT,
  })
  await createIndexes(db, 'krs_exam_paper', {
    krs_exam_paper_created: ['created_at', 'id'],
    krs_exam_paper_status: ['status', 'purpose'],
  })
  await addTextSearch(db, 'krs_exam_paper', 'name')

  await createTable(db, 'krs_exam_attempt', {
    paper_id: [ID, 'notNull'],
    paper_name: ['varchar(100)', 'notNull'],
    purpose: ['varchar(16)', 'notNull'],
    taker_kind: ['varchar(8)', 'notNull'],
    taker_id: [ID, 'notNull'],
    taker_name: ['varchar(64)', 'notNull'],
    taker_phone: 'varchar(32)',
    seed: ['integer', 'notNull'],
    total_points: ['integer', 'notNull'],
    pass_mark: ['integer', 'notNull'],
    status: ['varchar(12)', 'notNull'],
    open_key: 'varchar(200)',
    started_at: [TIME, 'notNull'],
    deadline_at: [TIME, 'notNull'],
    submitted_at: TIME,
    submit_kind: 'varchar(8)',
    score: 'double precision',
    passed: 'integer',
    valid_until: DAY,
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_exam_attempt', {
    krs_exam_attempt_created: ['created_at', 'id'],
    krs_exam_attempt_by_paper: ['paper_id', 'created_at', 'id'],
    krs_exam_attempt_taker: ['taker_kind', 'taker_id', 'created_at', 'id'],
    krs_exam_attempt_open: { unique: ['open_key'] },
    // The results page's filters walk their own rows, newest first.
    krs_exam_attempt_passed: ['passed', 'created_at', 'id'],
    krs_exam_attempt_status: ['status', 'created_at', 'id'],
    // The server hands in what is past its deadline.
    krs_exam_attempt_due: ['status', 'deadline_at'],
    // Entry checks: a person's valid pass of a purpose, by phone.
    krs_exam_attempt_pass: ['taker_phone', 'purpose', 'passed', 'valid_until'],
  })
  await addTextSearch(db, 'krs_exam_attempt', 'taker_name')

  // The drawn paper apart from the attempt: a few KB each, which the lists never read.
  await createTable(db, 'krs_exam_attempt_paper', {
    paper_json: ['text', 'notNull'],
  })

  await createTable(db, 'krs_exam_answer', {
    attempt_id: [ID, 'notNull'],
    question_id: [ID, 'notNull'],
    answer: ['varchar(200)', 'notNull'],
    correct: 'integer',
    scored: 'double precision',
    saved_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'krs_exam_answer', {
    krs_exam_answer_one: { unique: ['attempt_id', 'question_id'] },
  })

  await createTable(db, 'krs_exam_taker', {
    paper_id: [ID, 'notNull'],
    taker_kind: ['varchar(8)', 'notNull'],
    taker_id: [ID, 'notNull'],
    attempts: ['integer', { default: 0 }],
    best_score: 'double precision',
    passed_until: DAY,
  })
  await createIndexes(db, 'krs_exam_taker', {
    krs_exam_taker_one: { unique: ['taker_kind', 'taker_id', 'paper_id'] },
  })

  await createTable(db, 'krs_exam_stat', {
    paper_id: [ID, 'notNull'],
    question_id: [ID, 'notNull'],
    stem: ['varchar(1000)', 'notNull'],
    type: ['varchar(16)', 'notNull'],
    answered: ['integer', { default: 0 }],
    wrong: ['integer', { default: 0 }],
  })
  await createIndexes(db, 'krs_exam_stat', {
    krs_exam_stat_one: { unique: ['paper_id', 'question_id'] },
  })

  // A deadline passes whether or not anyone is looking: the server hands such attempts in.
  await addJob(db, {
    id: 'job-krs-exam-timeout',
    name: '考试超时自动交卷',
    action: 'krs.examTimeout',
    cron: '* * * * *',
  })
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('dev_job').where('id', '=', 'job-krs-exam-timeout').execute()
  await dropTextSearch(db, 'krs_exam_attempt', 'taker_name')
  await dropTextSearch(db, 'krs_exam_paper', 'name')
  await dropTextSearch(db, 'krs_exam_question', 'stem')
  await dropTables(db, [
    'krs_exam_stat',
    'krs_exam_taker',
    'krs_exam_answer',
    'krs_exam_attempt_paper',
    'krs_exam_attempt',
    'krs_exam_paper',
    'krs_exam_question',
  ])
}

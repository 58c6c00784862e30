import {
  attemptIdSchema,
  attemptRowSchema,
  attemptSchema,
  drawSchema,
  examOfferSchema,
  idQuerySchema,
  idSchema,
  myResultsQuerySchema,
  pageResultSchema,
  paperAddSchema,
  paperDetailSchema,
  paperEditSchema,
  paperPageQuerySchema,
  paperRowSchema,
  paperStatsQuerySchema,
  paperStatsSchema,
  questionAddSchema,
  questionCountSchema,
  questionEditSchema,
  questionPageQuerySchema,
  questionRowSchema,
  resultPageQuerySchema,
  resultSchema,
  saveAnswerSchema,
  savedAnswerSchema,
  userImportSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { bothSides } from '../../../core/sides.js'
import {
  addPaper,
  deletePapers,
  editPaper,
  PAPER_MENU,
  paperDetail,
  paperPage,
  setPaperStatus,
} from './papers.js'
import {
  addQuestion,
  deleteQuestions,
  editQuestion,
  exportQuestions,
  importQuestions,
  QUESTION_MENU,
  questionCounts,
  questionDetail,
  questionPage,
  questionTemplate,
} from './questions.js'
import { exportResults, paperStats, RESULT_MENU, resultDetail, resultPage } from './results.js'
import {
  attemptView,
  clientTaker,
  drawAttempt,
  examOffers,
  myAttempts,
  myResult,
  saveAnswer,
  staffTaker,
  submitAttempt,
} from './taking.js'

const IMPORT_BODY_LIMIT = 15 * 1024 * 1024
const drawnSchema = z.object({ attemptId: z.string() })

/**
 * Taking an exam, twice: staff under `/api/krs/exam` (any signed-in user), phones under
 * `/api/krs/exam/phone` (a phone session, its own attempts only). One set of handlers over a `Taker`.
 */
export function takingRoutes(app: FastifyInstance) {
  const tags = ['krs/exam']
  const sides = bothSides({
    staff: '/api/krs/exam',
    phone: '/api/krs/exam/phone',
    staffPerson: staffTaker,
    phonePerson: clientTaker,
  })
  for (const { base, perm, who, person: as } of sides) {
    defineRoute(app, {
      method: 'GET',
      url: `${base}/offers`,
      perm,
      summary: `The published papers open to ${who}, with their attempts, best score, open attempt and pass`,
      tags,
      response: z.array(examOfferSchema),
      handler: async (c) => examOffers(c.app.db, await as(c)),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/draw`,
      perm,
      summary: `Draws a paper for ${who} from its rules with a new seed (or gives back the attempt being answered); the deadline starts now`,
      tags,
      body: drawSchema,
      response: drawnSchema,
      rateLimitPerMinute: 30,
      handler: async (c) => drawAttempt(c.app.db, await as(c), c.body.paperId, c.body.name),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/attempt`,
      perm,
      summary: `An attempt of ${who} as it is answered: the questions (never their answers), what was saved, the deadline and the server’s time`,
      tags,
      querystring: idQuerySchema,
      response: attemptSchema,
      handler: async (c) => attemptView(c.app.db, await as(c), c.query.id),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/answer`,
      perm,
      summary:
        'Saves one answer as it is given (saving a question again replaces it; empty clears it); refused after the deadline',
      tags,
      body: saveAnswerSchema,
      response: savedAnswerSchema,
      // A site's phones may share one address: 200 people saving an answer every few seconds.
      rateLimitPerMinute: 6000,
      handler: async (c) => saveAnswer(c.app.db, await as(c), c.body),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/submit`,
      perm,
      summary: 'Hands the attempt in (once) and answers its result, marked on the server',
      tags,
      body: attemptIdSchema,
      response: resultSchema,
      handler: async (c) => submitAttempt(c.app.db, await as(c), c.body.attemptId),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/result`,
      perm,
      summary: 'A handed-in attempt’s score and pass; the right answers when the paper shows them',
      tags,
      querystring: idQuerySchema,
      response: resultSchema,
      handler: async (c) => myResult(c.app.db, await as(c), c.query.id),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/mine`,
      perm,
      summary: `The attempts of ${who}, newest first`,
      tags,
      querystring: myResultsQuerySchema,
      response: pageResultSchema(attemptRowSchema),
      handler: async (c) => myAttempts(c.app.db, await as(c), c.query),
    })
  }
}

/** Exams: the bank, papers, results (back-office) and taking them (staff and phones). */
export default function examRoutes(app: FastifyInstance) {
  const tags = ['krs/exam']

  const q = '/api/krs/examQuestion'
  defineRoute(app, {
    method: 'GET',
    url: `${q}/page`,
    perm: { menu: QUESTION_MENU },
    summary: 'The question bank, newest first; by type, category, difficulty, words of the question',
    tags,
    querystring: questionPageQuerySchema,
    response: pageResultSchema(questionRowSchema),
    handler: ({ app, user, query }) => questionPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${q}/detail`,
    perm: { menu: QUESTION_MENU },
    summary: 'One question with its right answer',
    tags,
    querystring: idQuerySchema,
    response: questionRowSchema,
    handler: ({ app, query }) => questionDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${q}/counts`,
    perm: { menu: PAPER_MENU },
    summary:
      'How many enabled questions each category, difficulty and type holds (what drawing rules can ask for)',
    tags,
    response: z.array(questionCountSchema),
    handler: ({ app }) => questionCounts(app.db),
  })
  for (const route of crudRoutes(q, tags, QUESTION_MENU, {
    add: {
      summary: 'Adds a question (its right answer must fit its type and options)',
      body: questionAddSchema,
      handler: ({ app, user, body }) => addQuestion(app.db, user, body as z.infer<typeof questionAddSchema>),
    },
    edit: {
      summary: 'Changes a question (papers already drawn keep their copy)',
      body: questionEditSchema,
      handler: ({ app, user, body }) =>
        editQuestion(app.db, user, body as z.infer<typeof questionEditSchema>),
    },
    delete: {
      summary: 'Deletes questions that no fixed paper names',
      handler: ({ app, body }) =>
        deleteQuestions(
          app.db,
          (body as Array<{ id: string }>).map((b) => b.id),
        ),
    },
  }))
    defineRoute(app, route)
  defineRoute(app, {
    method: 'GET',
    url: `${q}/importTemplate`,
    perm: { button: 'krsExamQuestionImport' },
    summary: 'The question import template: the header row, in the caller’s language',
    tags,
    raw: 'xlsx',
    handler: ({ reply, lang }) => questionTemplate(reply, lang),
  })
  defineRoute(app, {
    method: 'POST',
    url: `${q}/import`,
    perm: { button: 'krsExamQuestionImport' },
    summary:
      'Imports questions from Excel: every row is checked first and errors come back per row; nothing is written unless all rows are right',
    tags,
    body: userImportSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    response: z.object({ total: z.number(), inserted: z.number() }),
    handler: ({ app, user, body, lang }) => importQuestions(app.db, user, body.fileBase64, lang),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${q}/export`,
    perm: { button: 'krsExamQuestionExport' },
    summary: 'Every question the filter matches, in the import’s layout',
    tags,
    querystring: questionPageQuerySchema.omit({ current: true, size: true }),
    raw: 'xlsx',
    handler: ({ app, query, reply, req, lang }) => exportQuestions(app.db, reply, req.log, lang, query),
  })

  const p = '/api/krs/examPaper'
  defineRoute(app, {
    method: 'GET',
    url: `${p}/page`,
    perm: { menu: PAPER_MENU },
    summary: 'The papers, newest first; by status, purpose, name',
    tags,
    querystring: paperPageQuerySchema,
    response: pageResultSchema(paperRowSchema),
    handler: ({ app, user, query }) => paperPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${p}/detail`,
    perm: { menu: PAPER_MENU },
    summary: 'One paper with its rules or its questions',
    tags,
    querystring: idQuerySchema,
    response: paperDetailSchema,
    handler: ({ app, query }) => paperDetail(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${p}/options`,
    perm: { menu: RESULT_MENU },
    summary: 'Every paper by name, for the results page’s filter',
    tags,
    response: z.array(z.object({ id: z.string(), name: z.string() })),
    handler: ({ app }) =>
      app.db
        .selectFrom('krsExamPaper')
        .select(['id', 'name'])
        .orderBy('createdAt', 'desc')
        .limit(500)
        .execute(),
  })
  for (const route of crudRoutes(p, tags, PAPER_MENU, {
    add: {
      summary: 'Adds a paper as a draft (the bank must be able to fill its rules)',
      body: paperAddSchema,
      handler: ({ app, user, body }) => addPaper(app.db, user, body as z.infer<typeof paperAddSchema>),
    },
    edit: {
      summary: 'Changes a paper (attempts already drawn keep their copy)',
      body: paperEditSchema,
      handler: ({ app, user, body }) => editPaper(app.db, user, body as z.infer<typeof paperEditSchema>),
    },
    delete: {
      summary: 'Deletes papers no one has taken',
      handler: ({ app, body }) =>
        deletePapers(
          app.db,
          (body as Array<{ id: string }>).map((b) => b.id),
        ),
    },
  }))
    defineRoute(app, route)
  for (const [path, status, summary] of [
    [
      'publish',
      'PUBLISHED',
      'Publishes a paper (a trial draw first): people may take it; an entry purpose makes its pass required',
    ],
    ['close', 'CLOSED', 'Closes a paper: no new attempts (open ones finish)'],
  ] as const)
    defineRoute(app, {
      method: 'POST',
      url: `${p}/${path}`,
      perm: { button: 'krsExamPaperPublish' },
      summary,
      tags,
      body: z.object({ id: idSchema }),
      response: z.null(),
      handler: ({ app, user, body }) => setPaperStatus(app.db, user, body.id, status),
    })

  const r = '/api/krs/examResult'
  defineRoute(app, {
    method: 'GET',
    url: `${r}/page`,
    perm: { menu: RESULT_MENU },
    summary: 'Every attempt, newest first; by paper, state, pass, name',
    tags,
    querystring: resultPageQuerySchema,
    response: pageResultSchema(attemptRowSchema),
    handler: ({ app, user, query }) => resultPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${r}/detail`,
    perm: { menu: RESULT_MENU },
    summary: 'One handed-in attempt: every answer given, right or wrong, and the right answers',
    tags,
    querystring: idQuerySchema,
    response: resultSchema,
    handler: ({ app, user, query }) => resultDetail(app.db, user, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${r}/stats`,
    perm: { menu: RESULT_MENU },
    summary: 'A paper’s figures: attempts, passes, average score, and each question’s wrong rate',
    tags,
    querystring: paperStatsQuerySchema,
    response: paperStatsSchema,
    handler: ({ app, query }) => paperStats(app.db, query.paperId),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${r}/export`,
    perm: { button: 'krsTestResultExport' },
    summary: 'Every attempt the filter matches, as a workbook',
    tags,
    querystring: resultPageQuerySchema.omit({ current: true, size: true }),
    raw: 'xlsx',
    handler: ({ app, user, query, reply, req, lang }) =>
      exportResults(app.db, user, reply, req.log, lang, query),
  })
}

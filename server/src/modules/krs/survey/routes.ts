import {
  idQuerySchema,
  pageResultSchema,
  surveyAddSchema,
  surveyDetailSchema,
  surveyEditSchema,
  surveyFormSchema,
  surveyOffersSchema,
  surveyPageQuerySchema,
  surveyResultSchema,
  surveyRowSchema,
  surveySubmitSchema,
  surveyTextRowSchema,
  surveyTextsQuerySchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { bothSides } from '../../../core/sides.js'
import { clientDiner, staffDiner } from '../meal/users.js'
import {
  deleteSurveys,
  exportSurvey,
  SURVEY_MENU,
  saveSurvey,
  setSurveyStatus,
  submitSurvey,
  surveyDetail,
  surveyForm,
  surveyOffers,
  surveyPage,
  surveyResults,
  surveyTexts,
} from './service.js'

const tags = ['krs/survey']

/** Answering, twice: employees signed in under `/api/krs/survey`, phones under `/api/krs/survey/phone`. */
export function answeringRoutes(app: FastifyInstance) {
  const sides = bothSides({
    staff: '/api/krs/survey',
    phone: '/api/krs/survey/phone',
    staffPerson: staffDiner,
    phonePerson: clientDiner,
  })
  for (const { base, perm, who, person } of sides) {
    defineRoute(app, {
      method: 'GET',
      url: `${base}/offers`,
      perm,
      summary: `The meal questionnaires open today to ${who}, with when they answered each`,
      tags,
      response: surveyOffersSchema,
      handler: async (c) => surveyOffers(c.app.db, await person(c)),
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/form`,
      perm,
      summary: `One open questionnaire with its questions, and ${who}’s answers once given`,
      tags,
      querystring: idQuerySchema,
      response: surveyFormSchema,
      handler: async (c) => surveyForm(c.app.db, await person(c), c.query.id),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/answer`,
      perm,
      summary: `${who}’s answers to an open questionnaire, once (required questions answered, each as its type asks)`,
      tags,
      body: surveySubmitSchema,
      response: z.null(),
      rateLimitPerMinute: 20,
      handler: async (c) => {
        await submitSurvey(c.app.db, await person(c), c.body)
        return null
      },
    })
  }
}

export default function surveyRoutes(app: FastifyInstance) {
  const base = '/api/krs/mealSurvey'
  defineRoute(app, {
    method: 'GET',
    url: `${base}/page`,
    perm: { menu: SURVEY_MENU },
    summary: 'The meal questionnaires, newest first; by title, state',
    tags,
    querystring: surveyPageQuerySchema,
    response: pageResultSchema(surveyRowSchema),
    handler: ({ app, user, query }) => surveyPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/detail`,
    perm: { menu: SURVEY_MENU },
    summary: 'One questionnaire with its questions',
    tags,
    querystring: idQuerySchema,
    response: surveyDetailSchema,
    handler: ({ app, query }) => surveyDetail(app.db, query.id),
  })
  for (const route of crudRoutes(base, tags, SURVEY_MENU, {
    add: {
      summary: 'Adds a questionnaire as a draft',
      body: surveyAddSchema,
      handler: ({ app, user, body }) => saveSurvey(app.db, user, body as z.infer<typeof surveyAddSchema>),
    },
    edit: {
      summary: 'Changes a questionnaire (once answered, only its title, description and end day)',
      body: surveyEditSchema,
      handler: async ({ app, user, body }) => {
        await saveSurvey(app.db, user, body as z.infer<typeof surveyEditSchema>)
        return null
      },
    },
    delete: {
      summary: 'Deletes questionnaires nobody has answered',
      handler: async ({ app, body }) => {
        await deleteSurveys(
          app.db,
          (body as Array<{ id: string }>).map((b) => b.id),
        )
        return null
      },
    },
  }))
    defineRoute(app, route)
  for (const [path, status, summary] of [
    ['publish', 'PUBLISHED', 'Publishes a draft: meal users answer it from its start day to its end day'],
    ['close', 'CLOSED', 'Closes a questionnaire: no more answers'],
  ] as const)
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${path}`,
      perm: { button: 'krsMealSurveyPublish' },
      summary,
      tags,
      body: idQuerySchema,
      response: z.null(),
      handler: async ({ app, user, body }) => {
        await setSurveyStatus(app.db, user, body.id, status)
        return null
      },
    })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/results`,
    perm: { menu: SURVEY_MENU },
    summary: 'Per question: how many chose each option or rating, the average rating and its days',
    tags,
    querystring: idQuerySchema,
    response: surveyResultSchema,
    handler: ({ app, query }) => surveyResults(app.db, query.id),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/texts`,
    perm: { menu: SURVEY_MENU },
    summary: 'A text question’s answers, newest first',
    tags,
    querystring: surveyTextsQuerySchema,
    response: pageResultSchema(surveyTextRowSchema),
    handler: ({ app, user, query }) => surveyTexts(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${base}/export`,
    perm: { button: 'krsMealSurveyExport' },
    summary: 'Every answer of a questionnaire, a column per question',
    tags,
    querystring: idQuerySchema,
    raw: 'xlsx',
    handler: ({ app, query, reply, req, lang }) => exportSurvey(app.db, reply, req.log, lang, query.id),
  })
}

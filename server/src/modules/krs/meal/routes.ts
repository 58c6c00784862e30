import {
  costCentreQuerySchema,
  costCentreRowSchema,
  idListSchema,
  idQuerySchema,
  kitchenCountSchema,
  kitchenQuerySchema,
  mealCancelSchema,
  mealMenuAddSchema,
  mealMenuDetailSchema,
  mealMenuEditSchema,
  mealMenuPageQuerySchema,
  mealMenuRowSchema,
  type mealMenuSaveSchema,
  mealOrderPageQuerySchema,
  mealOrderRowSchema,
  mealOrderSaveSchema,
  mealUserAddSchema,
  mealUserEditSchema,
  mealUserPageQuerySchema,
  mealUserRowSchema,
  type mealUserSaveSchema,
  mealWeekSchema,
  myOrderSchema,
  myOrdersQuerySchema,
  pageResultSchema,
  statementQuerySchema,
  statementRowSchema,
  uploadedImageSchema,
} from '@portal/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { uploadContentImage } from '../../../core/content.js'
import { crudRoutes } from '../../../core/crudRoutes.js'
import { defineRoute } from '../../../core/route.js'
import { bothSides } from '../../../core/sides.js'
import {
  costCentres,
  exportCounts,
  exportOrders,
  exportStatements,
  KITCHEN_MENU,
  kitchenCounts,
  ORDER_MENU,
  orderPage,
  STATEMENT_MENU,
  statementPage,
} from './kitchen.js'
import { deleteMenus, MENU_MENU, menuDetail, menuPage, saveMenu, setMenuStatus } from './menus.js'
import { cancelOrder, mealWeek, myOrderPage, placeOrder } from './ordering.js'
import {
  clientDiner,
  deleteMealUsers,
  MEAL_USER_MENU,
  mealUserPage,
  saveMealUser,
  staffDiner,
} from './users.js'

const tags = ['krs/meal']

/**
 * Ordering, twice: employees signed in under `/api/krs/meal`, phones under `/api/krs/meal/phone`
 * (the meal user of the phone's number). One set of handlers over a `Diner`.
 */
export function orderingRoutes(app: FastifyInstance) {
  const sides = bothSides({
    staff: '/api/krs/meal',
    phone: '/api/krs/meal/phone',
    staffPerson: staffDiner,
    phonePerson: clientDiner,
  })
  for (const { base, perm, who, person } of sides) {
    defineRoute(app, {
      method: 'GET',
      url: `${base}/week`,
      perm,
      summary: `The published menus of the coming days with ${who}’s orders, and whether each still takes orders`,
      tags,
      response: mealWeekSchema,
      handler: async (c) => mealWeek(c.app.db, await person(c), c.lang),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/order`,
      perm,
      summary: `Orders a meal for ${who}, or changes their order of that day and meal, until the cut-off`,
      tags,
      body: mealOrderSaveSchema,
      response: myOrderSchema,
      rateLimitPerMinute: 60,
      handler: async (c) => placeOrder(c.app.db, await person(c), c.body),
    })
    defineRoute(app, {
      method: 'POST',
      url: `${base}/cancel`,
      perm,
      summary: `Cancels ${who}’s order of a menu’s day and meal, until the cut-off`,
      tags,
      body: mealCancelSchema,
      response: z.null(),
      rateLimitPerMinute: 60,
      handler: async (c) => {
        await cancelOrder(c.app.db, await person(c), c.body.menuId)
        return null
      },
    })
    defineRoute(app, {
      method: 'GET',
      url: `${base}/mine`,
      perm,
      summary: `${who}’s orders, latest meal first; by month`,
      tags,
      querystring: myOrdersQuerySchema,
      response: pageResultSchema(mealOrderRowSchema),
      handler: async (c) => myOrderPage(c.app.db, await person(c), c.query),
    })
  }
}

export default function mealRoutes(app: FastifyInstance) {
  const menu = '/api/krs/mealMenu'
  defineRoute(app, {
    method: 'GET',
    url: `${menu}/page`,
    perm: { menu: MENU_MENU },
    summary: 'The menus, newest first; by day, meal, canteen, state',
    tags,
    querystring: mealMenuPageQuerySchema,
    response: pageResultSchema(mealMenuRowSchema),
    handler: ({ app, user, query }) => menuPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${menu}/detail`,
    perm: { menu: MENU_MENU },
    summary: 'One menu with its dishes and the portions ordered of each',
    tags,
    querystring: idQuerySchema,
    response: mealMenuDetailSchema,
    handler: ({ app, query }) => menuDetail(app.db, query.id),
  })
  for (const route of crudRoutes(menu, tags, MENU_MENU, {
    add: {
      summary: 'Adds a menu as a draft: day, meal, canteen, cut-off, dishes',
      body: mealMenuAddSchema,
      handler: ({ app, user, body }) => saveMenu(app.db, user, body as z.infer<typeof mealMenuSaveSchema>),
    },
    edit: {
      summary: 'Changes a menu (once ordered, it keeps its day, meal, canteen and ordered dishes)',
      body: mealMenuEditSchema,
      handler: async ({ app, user, body }) => {
        await saveMenu(app.db, user, body as z.infer<typeof mealMenuSaveSchema>)
        return null
      },
    },
    delete: {
      summary: 'Deletes menus nobody has ordered from',
      handler: async ({ app, body }) => {
        await deleteMenus(
          app.db,
          (body as Array<{ id: string }>).map((b) => b.id),
        )
        return null
      },
    },
  }))
    defineRoute(app, route)
  defineRoute(app, {
    method: 'POST',
    url: `${menu}/publish`,
    perm: { button: 'krsMealMenuPublish' },
    summary: 'Publishes menus (people see and order them) or takes back ones nobody has ordered from',
    tags,
    body: z.object({ idList: idListSchema, published: z.boolean() }),
    response: z.null(),
    handler: async ({ app, user, body }) => {
      await setMenuStatus(
        app.db,
        user,
        body.idList.map((b) => b.id),
        body.published,
      )
      return null
    },
  })
  defineRoute(app, {
    method: 'POST',
    url: `${menu}/upload`,
    perm: { button: `${MENU_MENU}Add` },
    summary: 'Uploads a dish photo (multipart field file; raster, at most 5 MB; public)',
    tags,
    response: uploadedImageSchema,
    multipart: true,
    handler: ({ app, req, user }) => uploadContentImage(app.db, app.config.dataDir, req, user),
  })

  const users = '/api/krs/mealUser'
  defineRoute(app, {
    method: 'GET',
    url: `${users}/page`,
    perm: { menu: MEAL_USER_MENU },
    summary: 'The meal users, newest first; by name, start of the phone number, kind, cost centre, enabled',
    tags,
    querystring: mealUserPageQuerySchema,
    response: pageResultSchema(mealUserRowSchema),
    handler: ({ app, user, query }) => mealUserPage(app.db, user, query),
  })
  for (const route of crudRoutes(users, tags, MEAL_USER_MENU, {
    add: {
      summary: 'Registers a meal user (one per phone number; an employee names their account)',
      body: mealUserAddSchema,
      handler: ({ app, user, body }) =>
        saveMealUser(app.db, user, body as z.infer<typeof mealUserSaveSchema>),
    },
    edit: {
      summary: 'Changes a meal user (orders already made keep their cost centre)',
      body: mealUserEditSchema,
      handler: async ({ app, user, body }) => {
        await saveMealUser(app.db, user, body as z.infer<typeof mealUserSaveSchema>)
        return null
      },
    },
    delete: {
      summary: 'Deletes meal users who never ordered (disable the others)',
      handler: async ({ app, body }) => {
        await deleteMealUsers(
          app.db,
          (body as Array<{ id: string }>).map((b) => b.id),
        )
        return null
      },
    },
  }))
    defineRoute(app, route)

  const orders = '/api/krs/mealOrder'
  defineRoute(app, {
    method: 'GET',
    url: `${orders}/page`,
    perm: { menu: ORDER_MENU },
    summary: 'Every order, newest first; by day, meal, canteen, state, name',
    tags,
    querystring: mealOrderPageQuerySchema,
    response: pageResultSchema(mealOrderRowSchema),
    handler: ({ app, user, query }) => orderPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${orders}/export`,
    perm: { button: 'krsRepastOrderExport' },
    summary: 'Every order the filter matches, newest first',
    tags,
    querystring: mealOrderPageQuerySchema.omit({ current: true, size: true }),
    raw: 'xlsx',
    handler: ({ app, user, query, reply, req, lang }) =>
      exportOrders(app.db, user, reply, req.log, lang, query),
  })

  const kitchen = '/api/krs/mealKitchen'
  defineRoute(app, {
    method: 'GET',
    url: `${kitchen}/counts`,
    perm: { menu: KITCHEN_MENU },
    summary: 'A day’s meals (at one canteen, or all): orders and portions per dish',
    tags,
    querystring: kitchenQuerySchema,
    response: kitchenCountSchema,
    handler: ({ app, query }) => kitchenCounts(app.db, query.day, query.location),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${kitchen}/export`,
    perm: { button: 'krsMealKitchenExport' },
    summary: 'A day’s counts as a sheet: portions and amounts per meal and dish',
    tags,
    querystring: kitchenQuerySchema,
    raw: 'xlsx',
    handler: ({ app, query, reply, req, lang }) =>
      exportCounts(app.db, reply, req.log, lang, query.day, query.location),
  })

  const statements = '/api/krs/mealStatement'
  defineRoute(app, {
    method: 'GET',
    url: `${statements}/page`,
    perm: { menu: STATEMENT_MENU },
    summary: 'A month’s statement per person and cost centre: meals and amount; by cost centre, name',
    tags,
    querystring: statementQuerySchema,
    response: pageResultSchema(statementRowSchema),
    handler: ({ app, user, query }) => statementPage(app.db, user, query),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${statements}/costCentres`,
    perm: { menu: STATEMENT_MENU },
    summary: 'A month per cost centre: people, meals, amount',
    tags,
    querystring: costCentreQuerySchema,
    response: z.array(costCentreRowSchema),
    handler: ({ app, query }) => costCentres(app.db, query.month),
  })
  defineRoute(app, {
    method: 'GET',
    url: `${statements}/export`,
    perm: { button: 'krsMealStatementExport' },
    summary: 'A month’s statement per person as a sheet, by cost centre',
    tags,
    querystring: statementQuerySchema.omit({ current: true, size: true }),
    raw: 'xlsx',
    handler: ({ app, user, query, reply, req, lang }) =>
      exportStatements(app.db, user, reply, req.log, lang, query),
  })
}

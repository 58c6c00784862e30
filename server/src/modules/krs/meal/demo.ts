import { DEFAULT_CUTOFF, type Meal } from '@portal/contracts'
import type { DemoContent } from '../../../core/demo.js'
import { newId } from '../../../core/ids.js'
import { companyDay } from '../../../core/time.js'
import { writeOrder } from './ordering.js'
import type { Diner } from './users.js'

/** A dish: name, price in fen, a line about it, and its picture's colours (food, garnish, dish). */
type DishDemo = [
  name: string,
  cents: number,
  description: string,
  food: string,
  garnish: string,
  plate: string,
]

const DISHES: Record<string, DishDemo> = {
  baozi: ['鲜肉包子', 300, '两个一份', '#f3e3c3', '#d9b77e', '#ffffff'],
  soymilk: ['现磨豆浆', 150, '', '#f6efd9', '#e8dcb5', '#cfe3f1'],
  egg: ['茶叶蛋', 100, '', '#a0703a', '#6b4423', '#ffffff'],
  pork: ['红烧肉', 1200, '本周招牌', '#9b3b1b', '#d9822b', '#ffffff'],
  tomato: ['番茄炒蛋', 800, '', '#e0452b', '#f6c945', '#ffffff'],
  greens: ['清炒时蔬', 500, '时令青菜', '#4c9a2a', '#9ccc65', '#ffffff'],
  rice: ['米饭', 100, '', '#fbfaf4', '#ecebe1', '#d8e6ef'],
  chicken: ['宫保鸡丁', 1100, '微辣', '#d2691e', '#8b3a1a', '#ffffff'],
  tofu: ['麻婆豆腐', 700, '辣', '#c0392b', '#f5deb3', '#ffffff'],
  soup: ['紫菜蛋花汤', 200, '', '#f2d16b', '#3b5d2a', '#e9f1f5'],
  noodles: ['牛肉面', 1300, '', '#c9833c', '#7a3f1d', '#ffffff'],
  dumplings: ['猪肉白菜饺子', 1000, '十二个', '#f7f1e1', '#9ccc65', '#ffffff'],
}

/** Which dishes each meal has at each canteen. */
const MENUS: Array<[Meal, string, string[]]> = [
  ['BREAKFAST', 'CANTEEN_1', ['baozi', 'soymilk', 'egg']],
  ['LUNCH', 'CANTEEN_1', ['pork', 'tomato', 'greens', 'rice']],
  ['LUNCH', 'CANTEEN_2', ['chicken', 'tofu', 'rice', 'soup']],
  ['DINNER', 'CANTEEN_1', ['noodles', 'greens', 'rice']],
  ['NIGHT', 'CANTEEN_2', ['dumplings', 'soup']],
]

const ORG_CENTRES: Record<string, string> = {
  'org-production': 'CC-PROD',
  'org-safety': 'CC-SAFETY',
  'org-logistics': 'CC-LOGISTICS',
}
const CONTRACTORS: Array<[string, string]> = [
  ['李建国', '13900001001'],
  ['王海涛', '13900001002'],
  ['赵红梅', '13900001003'],
]

/** A plate seen from above: the food in the middle and a little garnish, on a tablecloth. */
const plate = ([, , , food, garnish, dish]: DishDemo) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
  <rect width="480" height="360" fill="#e9dcc6"/>
  <path d="M0 0h480v360H0z" fill="none" stroke="#d6c4a5" stroke-width="24" stroke-dasharray="24 24"/>
  <ellipse cx="240" cy="186" rx="150" ry="132" fill="#b9a98d" opacity="0.5"/>
  <ellipse cx="240" cy="180" rx="150" ry="132" fill="${dish}"/>
  <ellipse cx="240" cy="180" rx="112" ry="98" fill="none" stroke="#e3e3e3" stroke-width="3"/>
  <ellipse cx="240" cy="182" rx="92" ry="76" fill="${food}"/>
  <circle cx="206" cy="160" r="16" fill="${garnish}"/>
  <circle cx="268" cy="196" r="13" fill="${garnish}"/>
  <circle cx="250" cy="146" r="9" fill="${garnish}"/>
  <circle cx="216" cy="208" r="8" fill="${garnish}"/>
</svg>`

/**
 * Meal users (every sample employee by account and phone, three contractors by phone), published
 * menus with pictures from ten days ago to six days ahead, and the orders of the days gone by and
 * of tomorrow, so the kitchen's counts and this month's statements show figures.
 */
export const mealDemo: DemoContent = {
  key: 'KRS_MEAL',
  async run({ db, image, daysAgo }) {
    const at = daysAgo(30)
    const staff = await db
      .selectFrom('sysUser')
      .select(['id', 'name', 'phone', 'orgId'])
      .where('id', 'like', 'user-emp-%')
      .orderBy('id')
      .execute()
    const diners: Diner[] = []
    for (const u of staff) {
      if (!u.phone) continue
      const d = {
        id: `demo-meal-user-${u.id}`,
        name: u.name,
        costCentre: ORG_CENTRES[u.orgId ?? ''] ?? 'CC-ADMIN',
      }
      diners.push(d)
      await db
        .insertInto('krsMealUser')
        .values({
          ...d,
          kind: 'STAFF',
          userId: u.id,
          phone: u.phone,
          enabled: 1,
          remark: null,
          createdAt: at,
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })
        .execute()
    }
    for (const [i, [name, phone]] of CONTRACTORS.entries()) {
      const d = { id: `demo-meal-user-c${i + 1}`, name, costCentre: 'CC-CONTRACTOR' }
      diners.push(d)
      await db
        .insertInto('krsMealUser')
        .values({
          ...d,
          kind: 'CONTRACTOR',
          userId: null,
          phone,
          enabled: 1,
          remark: '外包保洁',
          createdAt: at,
          createdUser: null,
          updatedAt: null,
          updatedUser: null,
        })
        .execute()
    }

    const photos: Record<string, string> = {}
    for (const [key, dish] of Object.entries(DISHES)) photos[key] = await image(`meal-${key}`, plate(dish))

    for (let offset = -10; offset <= 6; offset++) {
      const day = companyDay(offset)
      for (const [m, [meal, location, keys]] of MENUS.entries()) {
        const [before, time] = DEFAULT_CUTOFF[meal]
        const menu = { id: `demo-meal-menu-${day}-${m}`, day, meal, location }
        await db
          .insertInto('krsMealMenu')
          .values({
            ...menu,
            cutoffAt: `${companyDay(offset + before)} ${time}`,
            status: 'PUBLISHED',
            remark: null,
            dishCount: keys.length,
            orderCount: 0,
            createdAt: at,
            createdUser: null,
            updatedAt: null,
            updatedUser: null,
          })
          .execute()
        const dishIds = keys.map(() => newId())
        await db
          .insertInto('krsMealDish')
          .values(
            keys.map((k, i) => {
              const [name, priceCents, description] = DISHES[k]!
              return {
                id: dishIds[i]!,
                menuId: menu.id,
                name,
                description: description || null,
                priceCents,
                photoId: photos[k]!,
                sortCode: (i + 1) * 10,
                ordered: 0,
              }
            }),
          )
          .execute()
        if (offset > 1) continue
        // Most people lunch at one canteen or the other; some breakfast, dine or eat at night.
        for (const [i, d] of diners.entries()) {
          const n = (i * 7 + (offset + 20) * 3 + m) % 10
          const eats =
            meal === 'LUNCH' ? n < 4 : meal === 'BREAKFAST' ? n < 3 : meal === 'DINNER' ? n < 2 : n < 1
          if (!eats) continue
          const items = dishIds
            .slice(0, 1 + (n % dishIds.length))
            .map((dishId, k) => ({ dishId, qty: k === 0 ? 1 : 1 + (n % 2) }))
          await writeOrder(db, d, menu, items)
        }
      }
    }
  },
}

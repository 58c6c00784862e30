import type { MealWeek, MyOrder } from '@portal/contracts'
import { api, sideBase } from '../../core'

/**
 * Ordering on a phone: `/api/krs/meal` for an employee (their meal user), its phone side for an
 * external user (the meal user of the phone's number).
 */
const base = () => sideBase('/krs/meal')

export const MEAL_HOME = '/repastorder'

export const mealCalls = {
  week: () => api.get<MealWeek>(`${base()}/week`),
  order: (menuId: string, items: Array<{ dishId: string; qty: number }>) =>
    api.post<MyOrder>(`${base()}/order`, { menuId, items }),
  cancel: (menuId: string) => api.post<null>(`${base()}/cancel`, { menuId }),
}

/** The "mine" list's url (the phone's paged list reads it). */
export const mineUrl = () => `${base()}/mine`

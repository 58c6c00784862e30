import type { MealWeek, MyOrder } from '@portal/contracts'
import { api } from '../../core'

/** Ordering on a phone: the phone side of `/api/krs/meal` (the meal user of the phone's number). */
const base = '/krs/meal/phone'

export const MEAL_HOME = '/repastorder'

export const mealCalls = {
  week: () => api.get<MealWeek>(`${base}/week`),
  order: (menuId: string, items: Array<{ dishId: string; qty: number }>) =>
    api.post<MyOrder>(`${base}/order`, { menuId, items }),
  cancel: (menuId: string) => api.post<null>(`${base}/cancel`, { menuId }),
}

/** The "mine" list's url (the phone's paged list reads it). */
export const MINE_URL = `${base}/mine`

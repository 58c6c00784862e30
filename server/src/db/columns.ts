/** The audit columns most tables carry (`db/schema.ts` states the column conventions). */
export interface Audit {
  createdAt: string | null
  createdUser: string | null
  updatedAt: string | null
  updatedUser: string | null
}

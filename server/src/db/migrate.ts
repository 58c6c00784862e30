import { type Kysely, Migrator } from 'kysely'
import { migrationProvider } from './migrations/index.js'
import type { DB } from './schema.js'

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const msg = error instanceof Error ? error.message : String(error)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${msg}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

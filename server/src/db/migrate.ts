import { type Kysely, Migrator } from 'kysely'
import { migrationProvider } from './migrations/index.js'
import type { DB } from './schema.js'

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  // Generated modules' migrations (`gen_…`) sort after the hand-written ones: a hand-written one added
  // after a generated one ran must still run, so the order of names is not enforced.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const msg = error instanceof Error ? error.message : String(error)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${msg}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

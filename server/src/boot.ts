import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { buildApp } from './app.js'
import { installDefaultDefinitions } from './core/approval.js'
import type { AppConfig } from './core/config.js'
import { loadSm2Keys } from './core/crypto.js'
import { seedDemo } from './core/demo.js'
import { createDatabase } from './db/index.js'
import { migrateToLatest } from './db/migrate.js'
import { type SeedResult, seed } from './db/seed/index.js'
import { assembled, demoContent } from './modules/index.js'

/** Database, schema, seed data, keys and the app: what `npm start`, the tests and the bench share. */
export async function boot(
  config: AppConfig,
  logger?: FastifyServerOptions['logger'],
): Promise<{ app: FastifyInstance; seeded: SeedResult }> {
  // The app's logger exists only once the app does; a slow query before that goes to stderr.
  let warn = (ms: number, text: string): void => {
    process.stderr.write(`slow query ${ms} ms: ${text}\n`)
  }
  const database = createDatabase(config.databaseUrl, {
    slowQueryMs: config.slowQueryMs,
    onSlow: (ms, text) => warn(ms, text),
  })
  try {
    await migrateToLatest(database.db)
    const seeded = await seed(
      database.db,
      { account: config.adminAccount, password: config.adminPassword },
      assembled,
    )
    await installDefaultDefinitions(database.db)
    if (config.demoContent) await seedDemo(database.db, config.dataDir, demoContent)
    const sm2 = await loadSm2Keys(database.db, {
      publicKey: config.sm2PublicKey,
      privateKey: config.sm2PrivateKey,
    })
    const app = await buildApp({ config, database, sm2, logger })
    warn = (ms, text) => app.log.warn({ ms, sql: text }, 'slow query')
    app.addHook('onClose', () => database.destroy())
    return { app, seeded }
  } catch (err) {
    await database.destroy()
    throw err
  }
}

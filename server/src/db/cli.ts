import { loadConfig } from '../core/config.js'
import { createDatabase } from './index.js'
import { migrateToLatest } from './migrate.js'

// `npm run db:migrate`: bring the configured database's schema up to date and exit.
const [command] = process.argv.slice(2)
if (command !== 'migrate') {
  process.stderr.write('usage: cli.js migrate\n')
  process.exit(2)
}
const database = createDatabase(loadConfig().databaseUrl)
try {
  const applied = await migrateToLatest(database.db)
  process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'schema is up to date\n')
} finally {
  await database.destroy()
}

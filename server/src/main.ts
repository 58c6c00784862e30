import { boot } from './boot.js'
import { loadConfig } from './core/config.js'

const config = loadConfig()
const { app, seeded } = await boot(config)

if (seeded.generatedAdminPassword) {
  // Shown once: the password is stored only as a hash.
  process.stdout.write(
    `\n  Super admin created: account "${config.adminAccount}", password "${seeded.generatedAdminPassword}"\n` +
      '  (shown only this once, and to be changed at the first login; set ADMIN_PASSWORD before the\n' +
      '  first start to choose it)\n\n',
  )
}

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    // close() stops accepting, waits for in-flight requests, then onClose closes the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting')
      process.exit(1)
    }, 10_000)
    timer.unref()
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

const address = await app.listen({ port: config.port, host: config.host })
process.stdout.write(`\n  Portal ready at ${address}  (database: ${app.database.engine})\n\n`)

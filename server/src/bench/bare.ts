import Fastify from 'fastify'

/** The yardstick: a bare Fastify handler answering the envelope, in a process of its own. */
const app = Fastify({ logger: false })
app.get('/bare', async () => ({ code: 200, msg: 'ok', data: null }))
const address = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`ready ${address}\n`)
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))

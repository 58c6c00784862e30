// `npm run dev`: the server under tsx watch (restarts on change) and Vite's dev server
// (hot reload, proxying /api to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], { stdio: 'inherit', cwd: 'web' }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children)
  c.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })

import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicleAccess, vehicleBlacklist } from '../../../test/codegenSample.js'
import { api, engines, type TestApp, testApp } from '../../../test/harness.js'
import { copyProject } from '../../../test/projectCopy.js'

const run = promisify(execFile)

/**
 * The proof (issue 28): a module generated from a described table and a phone application with an
 * approval on the application kit, written into one copy of the project, pass the project's own
 * gates there unchanged: the type check, the lint of the generated files, and the tests (their own,
 * the route registry's, the module walls). SQLite only (the copy's tests run on SQLite);
 * `CODEGEN_PROOF=off` skips it.
 */
const sqlite = engines.find((e) => e.name === 'sqlite')!
describe.skipIf(process.env.CODEGEN_PROOF === 'off')('generated modules in a copy of the project', () => {
  let t: TestApp
  let copy: ReturnType<typeof copyProject>
  let written: string[]
  beforeAll(async () => {
    copy = copyProject()
    process.env.CODEGEN_ROOT = copy.root
    t = await testApp(sqlite)
    const a = api(t, await t.login())
    written = []
    // The plain CRUD module and the phone application with an approval, into the same copy.
    for (const sample of [vehicleBlacklist, vehicleAccess]) {
      const id = (await a.post('/api/dev/codegen/add', sample)).data as string
      const result = await a.post('/api/dev/codegen/write', { id })
      expect(result.code, result.msg).toBe(200)
      written = [...new Set([...written, ...result.data.written])]
    }
  })
  afterAll(async () => {
    delete process.env.CODEGEN_ROOT
    await t?.close()
    copy?.remove()
  })

  /** A command in the copy; its output is the failure's message. */
  const inCopy = async (cmd: string, args: string[]) => {
    const env = { ...process.env, CODEGEN_PROOF: 'off', FORCE_COLOR: '0', NO_COLOR: '1' }
    // The copy's tests run on SQLite, quickly.
    delete env.TEST_PG_URL
    delete env.TEST_MYSQL_URL
    delete env.VITEST
    delete env.VITEST_POOL_ID
    delete env.VITEST_WORKER_ID
    delete env.NODE_ENV
    try {
      return await run(cmd, args, { cwd: copy.root, env, maxBuffer: 32 * 1024 * 1024 })
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string }
      throw new Error(`${cmd} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`)
    }
  }

  it('writes the module and registers it in the generated registries only', () => {
    expect(written).toContain('server/src/modules/krs/vehicleBlacklist/service.ts')
    expect(written).toContain('web/src/views/krs/vehicleBlacklist/index.tsx')
    expect(written).toContain('server/src/modules/generated.ts')
    expect(written.every((f) => !f.endsWith('modules/index.ts'))).toBe(true)
    for (const f of [
      'server/src/modules/krs/vehicleAccess/service.ts',
      'web/src/views/krs/vehicleAccess/approval.tsx',
      'web/src/mobile/pages/krs/vehicleAccess/Apply.tsx',
      'web/src/mobile/generated.ts',
    ])
      expect(written).toContain(f)
  })

  it('passes the type check, the lint and the tests there', async () => {
    await inCopy('npm', ['run', 'typecheck'])
    await inCopy('npx', ['biome', 'check', '--diagnostic-level=error', ...written])
    const tests = await inCopy('npx', [
      'vitest',
      'run',
      path.join('server/src/modules/krs/vehicleBlacklist/vehicleBlacklist.test.ts'),
      path.join('server/src/modules/krs/vehicleAccess/vehicleAccess.test.ts'),
      'server/src/test/registry.test.ts',
      'server/src/test/walls.test.ts',
    ])
    // A CI terminal may colour the summary anyway.
    expect(stripVTControlCharacters(tests.stdout)).toMatch(/Test Files\s+4 passed/)
  }, 900_000)
})

import type { TestProject } from 'vitest/node'
import { buildTemplate, engines, type TestDatabase } from './harness.js'

/**
 * Vitest's global setup: migrates and seeds one template database per engine before the suite, which
 * `testApp` copies (a file copy, `CREATE DATABASE … TEMPLATE`, a table-by-table copy) instead of
 * migrating and seeding a database for every test app; dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const started = Date.now()
  const built = await Promise.allSettled(
    engines.map(async (engine) => [engine.name, await buildTemplate(engine)] as const),
  )
  const templates = built.flatMap((b) => (b.status === 'fulfilled' ? [b.value] : []))
  const dropAll = () => Promise.all(templates.map(([, db]: readonly [string, TestDatabase]) => db.drop()))
  const failed = built.find((b) => b.status === 'rejected')
  if (failed) {
    await dropAll()
    throw failed.reason
  }
  project.provide('testTemplates', Object.fromEntries(templates.map(([name, db]) => [name, db.url])))
  console.log(
    `test templates (${templates.map(([name]) => name).join(', ')}) built in ${Date.now() - started} ms`,
  )
  return dropAll
}

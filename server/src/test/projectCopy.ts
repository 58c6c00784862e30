import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** This checkout's root (`server/src/test` is three folders below it). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..')

/** What a copy leaves out: installed packages, builds, results, git and local data. */
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  'test-results',
  'playwright-report',
  'data',
  'coverage',
])

/**
 * A copy of the project's sources in a new temporary folder, for code generation to write into and
 * the project's commands to run in: the sources are copied; `node_modules` is a folder of links to
 * this checkout's packages, except the workspaces (`@portal/*`), which link to the copy's own.
 * Returns the copy's root and a function that removes it.
 */
export function copyProject(from = PROJECT_ROOT) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copy-'))
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    fs.cpSync(path.join(from, entry.name), path.join(root, entry.name), {
      recursive: true,
      filter: (src) => !SKIP.has(path.basename(src)) && !src.endsWith('.tsbuildinfo'),
    })
  }
  const modules = path.join(root, 'node_modules')
  fs.mkdirSync(modules)
  for (const entry of fs.readdirSync(path.join(from, 'node_modules'))) {
    if (entry === '@portal') continue
    fs.symlinkSync(path.join(from, 'node_modules', entry), path.join(modules, entry))
  }
  fs.mkdirSync(path.join(modules, '@portal'))
  for (const ws of ['contracts', 'server', 'web', 'e2e'])
    fs.symlinkSync(path.join('..', '..', ws), path.join(modules, '@portal', ws))
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

import fs from 'node:fs'
import path from 'node:path'
import type { CodegenFile, CodegenWriteResult } from '@portal/contracts'
import { createTwoFilesPatch } from 'diff'
import { badRequest } from '../../../core/errors.js'
import { statusOf } from './generator/checksum.js'
import type { GenFile } from './generator/index.js'
import './texts.js'

/**
 * The tree generated files go to: `CODEGEN_ROOT`, or the checkout this server runs from (the folder
 * above `server/`). What each file would become there, and writing them in development.
 */

/** This checkout's root: `server/{src,dist}/modules/dev/codegen` is five folders below it. */
const OWN_ROOT = path.resolve(import.meta.dirname, '../../../../..')

export const targetRoot = () => path.resolve(process.env.CODEGEN_ROOT || OWN_ROOT)

/** Whether `root` is a checkout of this project: its workspaces and the registries generation writes. */
function isCheckout(root: string): boolean {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces?: string[]
    }
    return (
      ['contracts', 'server', 'web'].every((w) => pkg.workspaces?.includes(w)) &&
      fs.existsSync(path.join(root, 'server/src/modules/index.ts'))
    )
  } catch {
    return false
  }
}

/** Why nothing may be written here, or null: production, or a target that is not a checkout. */
export function writeRefusal(root = targetRoot()) {
  if (process.env.NODE_ENV === 'production') return badRequest('codegenWriteProduction')
  if (!isCheckout(root)) return badRequest('codegenNotCheckout', { root })
  return null
}

/** `rel` under `root`, refused if it would leave it (the generator's paths never do). */
function inside(root: string, rel: string): string {
  const full = path.resolve(root, rel)
  if (!full.startsWith(`${root}${path.sep}`)) throw new Error(`generated path outside the tree: ${rel}`)
  return full
}

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Each file with its status against the tree and the diff from what is there. */
export function compare(files: GenFile[], root = targetRoot()): CodegenFile[] {
  return files.map((f) => {
    const existing = read(inside(root, f.path))
    const status = statusOf(existing, f.content)
    const diff =
      existing === null || status === 'unchanged'
        ? ''
        : createTwoFilesPatch(`a/${f.path}`, `b/${f.path}`, existing, f.content, '', '', { context: 3 })
    return {
      path: f.path,
      status,
      language: f.path.endsWith('.tsx') ? 'tsx' : 'typescript',
      content: f.content,
      diff,
    }
  })
}

/**
 * Writes the new files and replaces those untouched since generated; a file edited by hand (or never
 * generated) is left as it is and reported. Refused in production and outside a checkout.
 */
export function writeTree(files: GenFile[], root = targetRoot()): CodegenWriteResult {
  const refusal = writeRefusal(root)
  if (refusal) throw refusal
  const result: CodegenWriteResult = { written: [], unchanged: [], handEdited: [] }
  for (const f of compare(files, root)) {
    if (f.status === 'unchanged') result.unchanged.push(f.path)
    else if (f.status === 'handEdited') result.handEdited.push(f.path)
    else {
      const full = inside(root, f.path)
      fs.mkdirSync(path.dirname(full), { recursive: true })
      fs.writeFileSync(full, f.content)
      result.written.push(f.path)
    }
  }
  return result
}

import os from 'node:os'
import { verify } from '@node-rs/argon2'

/**
 * The login floor: argon2id verifications per second of the given stored hash (so the same
 * parameters as the server's), as many at once as there are cores, in a process of its own.
 */
const [hash, password, seconds] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4] ?? 5)]
const end = Date.now() + seconds * 1000
let done = 0
const start = Date.now()
await Promise.all(
  Array.from({ length: os.cpus().length }, async () => {
    while (Date.now() < end) {
      if (!(await verify(hash, password))) throw new Error('the floor verifies a wrong password')
      done++
    }
  }),
)
process.stdout.write(`${((done * 1000) / (Date.now() - start)).toFixed(1)}\n`)

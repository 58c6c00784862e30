import type { BridgeLive } from '@portal/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'
import { liveOf } from './service.js'

/**
 * The weighing page's live weight: server-sent events. The readings are in the database (any
 * process's agent call wrote them), so each process reads a watched bridge on its own, once per
 * `POLL_MS` however many pages watch it, and tells each page what changed.
 */
const POLL_MS = 250
/** A comment line this often keeps proxies from closing a quiet stream. */
const PING_MS = 15_000

interface Watch {
  listeners: Set<(s: BridgeLive) => void>
  timer: NodeJS.Timeout
  last: string
}
const watches = new Map<string, Watch>()
const open = new Set<FastifyReply>()

function watch(db: Kysely<DB>, bridgeId: string, listener: (s: BridgeLive) => void): () => void {
  let w = watches.get(bridgeId)
  if (!w) {
    const created: Watch = {
      listeners: new Set(),
      last: '',
      timer: setInterval(async () => {
        try {
          const state = await liveOf(db, bridgeId)
          const text = JSON.stringify(state)
          if (text === created.last) return
          created.last = text
          for (const l of created.listeners) l(state)
        } catch {
          // the bridge was deleted or the database is briefly away: the next tick tries again
        }
      }, POLL_MS),
    }
    created.timer.unref()
    watches.set(bridgeId, created)
    w = created
  }
  w.listeners.add(listener)
  const current = w
  return () => {
    current.listeners.delete(listener)
    if (!current.listeners.size) {
      clearInterval(current.timer)
      watches.delete(bridgeId)
    }
  }
}

/** Streams a bridge's state until the page goes away (or the server stops). */
export async function streamLive(db: Kysely<DB>, bridgeId: string, req: FastifyRequest, reply: FastifyReply) {
  // A bridge that does not exist is refused as any other call is, before the stream starts.
  const first = await liveOf(db, bridgeId)
  reply.hijack()
  const socket = reply.raw.socket
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  })
  const send = (s: BridgeLive) => reply.raw.write(`data: ${JSON.stringify(s)}\n\n`)
  send(first)
  const stop = watch(db, bridgeId, send)
  const ping = setInterval(() => reply.raw.write(': ping\n\n'), PING_MS)
  ping.unref()
  open.add(reply)
  const end = () => {
    stop()
    clearInterval(ping)
    open.delete(reply)
    // A stream's connection serves nothing after it (and would hold the server's close until its keep-alive ends).
    socket?.destroy()
  }
  reply.raw.on('close', end)
  return reply
}

/** Ends every stream (the server is closing: an open stream would keep it waiting). */
export function endLiveStreams() {
  for (const reply of open) {
    reply.raw.end()
    reply.raw.socket?.destroy()
  }
}

import { DELIVERY_IN_PLAY } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

/** A line's key across notes: its source document and item. */
export const lineKey = (refNo: string, itemNo: string) => `${refNo}/${itemNo}`

/**
 * What the notes in play (submitted, returned, approved) under any of `orderNos` announce per line,
 * by `lineKey`; `except`: a note being resubmitted (its own old quantities do not count).
 */
export async function announced(
  db: Kysely<DB>,
  source: 'SAP' | 'OA',
  orderNos: readonly string[],
  except?: string,
): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (!orderNos.length) return out
  let q = db
    .selectFrom('weighDelivery')
    .select(['id', 'formJson'])
    .where('orderNo', 'in', [...new Set(orderNos)])
    .where('source', '=', source)
    .where('status', 'in', [...DELIVERY_IN_PLAY])
  if (except) q = q.where('id', '!=', except)
  for (const note of await q.limit(1000).execute()) {
    const form = JSON.parse(note.formJson) as {
      lines?: Array<{ refNo?: string; itemNo?: string; quantity?: number }>
    }
    for (const l of form.lines ?? []) {
      const key = lineKey(String(l.refNo), String(l.itemNo))
      out.set(key, (out.get(key) ?? 0) + Number(l.quantity ?? 0))
    }
  }
  return out
}

/** `lines` with `open` less what other notes announce (never below 0), to three decimals. */
export function lessAnnounced<L extends { deliveryNo: string; itemNo: string; ordered: number }>(
  lines: L[],
  taken: Map<string, number>,
): Array<L & { open: number }> {
  return lines.map((l) => ({
    ...l,
    open: Math.max(
      0,
      Math.round((l.ordered - (taken.get(lineKey(l.deliveryNo, l.itemNo)) ?? 0)) * 1000) / 1000,
    ),
  }))
}

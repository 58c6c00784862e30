import type { GateCheck, GateRefusal } from '@portal/contracts'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'

/**
 * The passes the gate reads (`docs/decisions.md`, "Passes are declared by the form that issues
 * them"): a form declares each kind of QR code it issues — how a code is looked up, what the gate
 * shows of its holder, whether it opens now, what the form records when its holder comes and goes
 * — usually in its `defineApplication` (`passes`). The gate walks this registry and knows no form.
 */

/** What the gate shows of a pass's holder. */
export type PassHolder = Pick<
  GateCheck,
  'personName' | 'photoId' | 'host' | 'company' | 'from' | 'until' | 'plate' | 'companions' | 'note'
>

export interface PassSpec<P> {
  /** The kind the gate records and shows: up to 8 capitals (`VISIT`, `WORK`, `GOODS`). */
  kind: string
  /**
   * Whether a code could be one of this kind's at all, by its shape (length, prefix): the gate asks
   * only the kinds that could know it, not each in turn. Absent: every code is looked up.
   */
  claims?(code: string): boolean
  /** The pass a code names, or null when it is none of this kind's (codes are as typed or scanned). */
  read(db: Kysely<DB>, code: string): Promise<P | null | undefined>
  /** Its id: with the kind, what the gate's "inside" row and log name. */
  id(p: P): string
  holder(p: P): PassHolder
  /**
   * Why it does not open now (not approved, revoked, not yet, ended, barred…), or null. `inside`:
   * its holder is inside. A pass that ranks that among its own reasons returns `ALREADY_INSIDE`
   * itself where it ranks; otherwise the gate puts it after them.
   */
  refusal(p: P, inside: boolean): GateRefusal | null
  /** The user told of its holder's arrival. */
  host?(p: P): string | null
  /** What the issuing form keeps of a check-in or check-out (in the gate's transaction). */
  recorded?(trx: Kysely<DB>, p: P, direction: 'IN' | 'OUT', at: string): Promise<void>
}

/** A pass as the gate handles it: its declaration bound to what a code read. */
export interface FoundPass {
  kind: string
  id: string
  holder: PassHolder
  host: string | null
  refusal(inside: boolean): GateRefusal | null
  recorded(trx: Kysely<DB>, direction: 'IN' | 'OUT', at: string): Promise<void>
}

const KIND = /^[A-Z]{1,8}$/
const passes = new Map<string, PassSpec<unknown>>()

/** Declares a kind of pass (a form's `defineApplication({ passes })` calls it for each). */
export function registerPass<P>(spec: PassSpec<P>): void {
  // The gate's tables keep the kind in 8 characters.
  if (!KIND.test(spec.kind)) throw new Error(`pass kind ${spec.kind}: up to 8 capitals`)
  passes.set(spec.kind, spec as PassSpec<unknown>)
}

/** Types a pass declaration by what its `read` answers. */
export const definePass = <P>(spec: PassSpec<P>): PassSpec<P> => spec

/** The pass a code names: the first declared kind (in the order declared) that knows it. */
export async function readPass(db: Kysely<DB>, code: string): Promise<FoundPass | null> {
  for (const spec of passes.values()) {
    if (spec.claims && !spec.claims(code)) continue
    const p = await spec.read(db, code)
    if (p)
      return {
        kind: spec.kind,
        id: spec.id(p),
        holder: spec.holder(p),
        host: spec.host?.(p) ?? null,
        refusal: (inside) => spec.refusal(p, inside),
        recorded: async (trx, direction, at) => spec.recorded?.(trx, p, direction, at),
      }
  }
  return null
}

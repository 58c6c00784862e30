import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.js'

/**
 * The documents a weighing may carry (`docs/decisions.md`, "Weighable documents"): a release permit
 * (goods out), a delivery note (goods in). Each declares how a scanned code or typed number finds
 * one that may be weighed now, and what it learns from the net weight; the weighing knows no form.
 */
export interface WeighableDocument {
  kind: string
  direction: 'IN' | 'OUT'
  id: string
  no: string
  /** The vehicle the document names, when it names one. */
  plate: string | null
  /** The net weight it announces (kg), when it does. */
  expected: number | null
  materialNo: string | null
  materialName: string | null
  location: string | null
}

/** What a document learns of a weighing refused for a load over it. */
export interface DocumentRefusal {
  id: string
  plate: string
  /** kg: the net the weighing made, and the document's. */
  net: number
  expected: number
  pct: number
  userName: string
  at: string
}

export interface WeighDocumentSpec {
  /** Up to 8 capitals (`PERMIT`, `DELIVERY`). */
  kind: string
  /**
   * The document a code names, or null when it is none of this kind's. One of its kind that cannot
   * be weighed now (not approved, used up) throws the refusal that says why.
   */
  find(db: Kysely<DB>, code: string): Promise<WeighableDocument | null>
  /** In the weighing's transaction: the net weight taken for it (a permit is used up). */
  weighed(trx: Kysely<DB>, doc: { id: string; net: number; recordId: string }): Promise<void>
  /** In the refusal's transaction: a weighing for it was refused for a load over it. */
  refused?(trx: Kysely<DB>, doc: DocumentRefusal): Promise<void>
  /** In the void's transaction: a weighing done for it was called off. */
  unweighed?(trx: Kysely<DB>, doc: { id: string; recordId: string }): Promise<void>
  /** Its documents naming `plate` that may be weighed now (the operator typed the plate, not the code). */
  byPlate?(db: Kysely<DB>, plate: string): Promise<WeighableDocument[]>
}

const specs = new Map<string, WeighDocumentSpec>()

export function registerWeighDocument(spec: WeighDocumentSpec) {
  if (!/^[A-Z]{1,8}$/.test(spec.kind)) throw new Error(`document kind ${spec.kind}: up to 8 capitals`)
  specs.set(spec.kind, spec)
}

/** The document a code names, whichever kind knows it (in the order declared), or null. */
export async function findDocument(db: Kysely<DB>, code: string): Promise<WeighableDocument | null> {
  for (const spec of specs.values()) {
    const doc = await spec.find(db, code)
    if (doc) return doc
  }
  return null
}

export const documentSpec = (kind: string) => specs.get(kind)

/** Every kind's documents naming `plate` that may be weighed now. */
export async function documentsOfPlate(db: Kysely<DB>, plate: string): Promise<WeighableDocument[]> {
  const found = await Promise.all([...specs.values()].map((s) => s.byPlate?.(db, plate) ?? []))
  return found.flat()
}

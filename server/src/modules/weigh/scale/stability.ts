/**
 * When a weight may be taken (issue 26): a truck still rolling or rocking moves the reading by more
 * than one division from frame to frame; only once the last N readings agree within one division is
 * the indicator's value trusted.
 */

import { STABLE_READINGS } from '@portal/contracts'

export { STABLE_READINGS }

function checkDivision(division: number) {
  if (!Number.isFinite(division) || division <= 0) throw new RangeError(`division must be > 0: ${division}`)
}

/** True when there are at least `n` readings and the last `n` lie within one division of each other. */
export function isStable(weights: readonly number[], division: number, n = STABLE_READINGS): boolean {
  checkDivision(division)
  if (!Number.isInteger(n) || n < 1 || weights.length < n) return false
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let i = weights.length - n; i < weights.length; i++) {
    const w = weights[i]!
    if (!Number.isFinite(w)) return false
    if (w < min) min = w
    if (w > max) max = w
  }
  // Decimal weights (52.05 - 52.04) are not exact in binary: allow a few units in the last place.
  const epsilon = 1e-9 * Math.max(1, Math.abs(min), Math.abs(max))
  return max - min <= division + epsilon
}

/** Rounds to a whole number of divisions, without binary noise (52.050000000000004). */
export function roundToDivision(weight: number, division: number): number {
  checkDivision(division)
  const rounded = Number((Math.round(weight / division) * division).toFixed(10))
  return rounded === 0 ? 0 : rounded
}

/** The weight to take (the last reading, rounded to the division) when the readings are stable, else null. */
export function stableWeight(
  weights: readonly number[],
  division: number,
  n = STABLE_READINGS,
): number | null {
  if (!isStable(weights, division, n)) return null
  return roundToDivision(weights[weights.length - 1]!, division)
}

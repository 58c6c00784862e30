/**
 * A seeded draw: the same seed over the same candidates picks the same questions in the same order,
 * so a paper can be drawn again exactly (the attempt also keeps what was drawn).
 */

/** mulberry32: a small, fast generator of floats in [0, 1) from a 32-bit seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` of `items` in a seeded order (a partial Fisher–Yates shuffle of a copy). */
export function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const a = [...items]
  const n = Math.min(count, a.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (a.length - i))
    ;[a[i], a[j]] = [a[j]!, a[i]!]
  }
  return a.slice(0, n)
}

/** Whether `given` is right for a question of `type` whose right answer is `answer`. */
export function isRight(type: string, answer: string, given: string | undefined): boolean {
  if (!given) return false
  if (type === 'FILL') {
    const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
    return answer.split('|').some((a) => a.trim() && norm(a) === norm(given))
  }
  return given === answer
}

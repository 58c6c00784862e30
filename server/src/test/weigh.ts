import { agentReadings } from '../modules/weigh/bridge/service.js'
import { encodeFrame } from '../modules/weigh/scale/frames.js'
import type { api, TestApp } from './harness.js'

/**
 * A weighbridge for the weighing tests: added by `admin` (100 t, 20 kg division, XK3190-A9) with its
 * agent key; `load(kg)` puts five readings of `kg` on it now (`wobble` makes every other one differ).
 */
export async function testBridge(t: TestApp, admin: ReturnType<typeof api>, name: string, port: string) {
  const id = (
    await admin.post('/api/weigh/bridge/add', {
      name,
      port,
      baudRate: 9600,
      dataBits: 8,
      parity: 'none',
      stopBits: 1,
      protocol: 'XK3190_A9',
      capacity: 100000,
      division: 20,
    })
  ).data as string
  const key = (await admin.post('/api/weigh/bridge/issueKey', { id })).data.key as string
  let seq = 10_000
  return {
    id,
    async load(kg: number, wobble = 0) {
      const now = Date.now()
      await agentReadings(t.app.db, key, {
        readings: Array.from({ length: 5 }, (_, i) => ({
          seq: seq++,
          at: new Date(now - (4 - i) * 100).toISOString(),
          weight: kg + (i % 2 ? wobble : 0),
          raw: encodeFrame('XK3190_A9', kg, 0).toString('hex'),
        })),
      })
    },
  }
}

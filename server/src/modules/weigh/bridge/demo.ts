import type { DemoContent } from '../../../core/demo.js'
import { nowIso } from '../../../core/time.js'

/**
 * A fresh installation's simulated bridge: a newcomer weighs a truck on the weighing page without
 * an indicator or a scale agent, putting the weight on with the page's demo control. Its name says
 * what it is; an administrator disables or deletes it once a real bridge is set up. An installation
 * that already has a bridge gets none.
 */
export const SIMULATED_BRIDGE_ID = 'weigh-bridge-simulated'

export const bridgeDemo: DemoContent = {
  key: 'WEIGH_BRIDGE',
  async run({ db }) {
    // Only where no bridge is set up yet: an installation upgraded with real bridges gets none.
    if (await db.selectFrom('weighBridge').select('id').limit(1).executeTakeFirst()) return
    await db
      .insertInto('weighBridge')
      .values({
        id: SIMULATED_BRIDGE_ID,
        name: '模拟地磅（演示）',
        location: '演示用：重量由过磅页面设定，不连接仪表',
        port: 'SIMULATED',
        baudRate: 9600,
        dataBits: 8,
        parity: 'none',
        stopBits: 1,
        protocol: 'XK3190_A9',
        capacity: 100_000,
        division: 20,
        enabled: 1,
        agentKeyHash: null,
        agentSeenAt: null,
        agentStats: null,
        simulated: 1,
        simWeight: 0,
        simFrom: 0,
        simSetAt: null,
        sortCode: 0,
        createdAt: nowIso(),
        createdUser: null,
        updatedAt: null,
        updatedUser: null,
      })
      .execute()
  },
}

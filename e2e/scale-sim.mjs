// A scale agent on a simulated indicator whose weight the browser suite sets: lines on stdin
// ("weight 32000", "rock", "stop"). The agent and simulator are the server's own (its build).
import readline from 'node:readline'
import { createAgent } from '../server/dist/modules/weigh/scale/agent.js'
import { simulatedBinding, simulateScale } from '../server/dist/modules/weigh/scale/simulator.js'

const [serverUrl, key, path] = process.argv.slice(2)
const sim = simulateScale({ path, protocol: 'XK3190_A9', division: 20, intervalMs: 100, weight: 0 })
const agent = createAgent({ serverUrl, key, binding: simulatedBinding, batchMs: 100, log: () => {} })
await agent.start()
console.log('ready')
for await (const line of readline.createInterface({ input: process.stdin })) {
  const [cmd, arg] = line.trim().split(/\s+/)
  if (cmd === 'weight') {
    sim.setUnstable(false)
    sim.setWeight(Number(arg))
  } else if (cmd === 'rock') sim.setUnstable(true)
  else if (cmd === 'stop') break
}
await agent.stop()
sim.stop()
process.exit(0)

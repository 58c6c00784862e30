import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { form, submitForm } from './admin-helpers'
import { expect } from './fixtures'

const root = path.resolve(import.meta.dirname, '../..')

/** A scale agent on a simulated indicator: `send('weight 32000')`, `send('rock')`; `stop()` at the end. */
export interface Scale {
  send: (line: string) => void
  stop: () => void
}

/** The suite's one bridge (a worker's database may have it from another file: reused then). */
export const BRIDGE = 'E2E地磅'
const PORT = '/dev/SIMSCALE-E2E'

/**
 * Adds the bridge on the bridges page (logged-in `page`) unless it is there, issues its agent key and
 * starts the agent on a simulated indicator, as the key dialog's command says to.
 */
export async function startScale(page: Page, baseURL: string): Promise<Scale> {
  const name = BRIDGE
  const listed = page.waitForResponse((r) => r.url().includes('/api/weigh/bridge/page'))
  await page.goto('/weigh/bridge')
  const { records } = (await (await listed).json()).data as { records: Array<{ name: string }> }
  if (!records.some((b) => b.name === name)) {
    await page.getByTestId('bridge-add').click()
    const f = form(page, 'bridge-form')
    await f.getByTestId('bridge-name').fill(name)
    await f.getByTestId('bridge-port').fill(PORT)
    await submitForm(page, f)
  }
  await page.getByTestId(`bridge-key-${name}`).click()
  await page
    .getByRole('button', { name: /确\s*定/ })
    .last()
    .click()
  const command = await page.getByTestId('bridge-key-command').innerText()
  const key = /SCALE_AGENT_KEY=(\S+)/.exec(command)![1]!
  await page.keyboard.press('Escape')
  const scale: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'e2e/scale-sim.mjs'), baseURL, key, PORT],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve) => scale.stdout!.once('data', () => resolve()))
  const send = (line: string) => scale.stdin?.write(`${line}\n`)
  return {
    send,
    stop() {
      send('stop')
      scale.kill()
    },
  }
}

/** Puts `kg` on the bridge and waits until the weighing page shows it steady. */
export async function steady(page: Page, scale: Scale, kg: number) {
  scale.send(`weight ${kg}`)
  await expect(page.getByTestId('live-weight-value')).toHaveText(`${kg.toLocaleString('en')} kg`)
  await expect(page.getByTestId('live-weight-stable')).toHaveText('稳定')
}

/**
 * Opens the weighing page on `bridge` (the suite's, by default): a fresh installation also has the
 * demo's simulated bridge, which the page would choose first.
 */
export async function openWeighing(page: Page, bridge = BRIDGE) {
  await page.goto('/weigh/operation')
  const select = page.getByTestId('weigh-bridge')
  // A bridge is chosen once the list has come (the live weight shows then).
  await expect(page.getByTestId('live-weight')).toBeVisible()
  if (!(await select.innerText()).includes(bridge)) {
    await select.click()
    await page.locator('.ant-select-item-option').filter({ hasText: bridge }).click()
  }
  await expect(select).toContainText(bridge)
}

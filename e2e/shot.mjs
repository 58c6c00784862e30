import { chromium } from 'playwright-core'

const [, , url, out, w = '1366', h = '900', full = '1'] = process.argv
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const p = await b.newPage({ viewport: { width: +w, height: +h } })
const errs = []
p.on('pageerror', (e) => errs.push(String(e)))
p.on('console', (m) => {
  if (m.type() === 'error') errs.push(m.text())
})
await p.goto(url, { waitUntil: 'networkidle' })
await p.waitForTimeout(500)
await p.screenshot({ path: out, fullPage: full === '1' })
console.log('errors:', errs.join('\n'))
await b.close()

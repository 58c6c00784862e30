import { VERSION_CHECK_DELAY_MS } from '@portal/contracts'

/** The entry scripts (type="module" with a src) of an HTML page: their hashed names are the version. */
export function entryScripts(html: string): string[] {
  const out: string[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype\s*=\s*["']?module/i.test(tag)) continue
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if (src) out.push(src)
  }
  return out
}

let started = false

/**
 * Spec §4: 3 s after the shell loads, fetch the site root (with a timestamp) and compare its entry
 * script with the one this page runs; when they differ call `onNewVersion`. Once per page load;
 * failures are only logged.
 */
export function scheduleVersionCheck(onNewVersion: () => void) {
  if (started) return
  started = true
  window.setTimeout(async () => {
    try {
      const mine = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
        (s) => s.getAttribute('src') ?? '',
      )
      const res = await fetch(`/?t=${Date.now()}`, { cache: 'no-store' })
      if (!res.ok) throw new Error(`version check: HTTP ${res.status}`)
      const latest = entryScripts(await res.text())
      if (latest.length > 0 && latest.join() !== mine.join()) onNewVersion()
    } catch (error) {
      console.error('version check failed', error)
    }
  }, VERSION_CHECK_DELAY_MS)
}

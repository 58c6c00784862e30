import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

/** What the sweep reports: one line per failing element. */
export interface Finding {
  page: string
  rule: string
  impact: string
  target: string
  summary: string
}

/** The impacts that fail the sweep (WCAG 2.1 AA barriers); minor and moderate ones are listed only. */
const BLOCKING = new Set(['serious', 'critical'])

/** A page counts as loaded when nothing in it still says it is loading (spinners, skeletons, lazy parts). */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active, .page-loading, .m-loading, .adm-skeleton'

/** Waits until `root` is visible and nothing inside it is loading any more. */
export async function settled(page: Page, root: string) {
  await page.locator(root).first().waitFor({ state: 'visible' })
  await page.waitForFunction(
    ([r, busy]) => {
      const el = document.querySelector(r)
      return !!el && el.childElementCount > 0 && !el.querySelector(busy)
    },
    [root, LOADING] as const,
    { polling: 50 },
  )
}

/**
 * Runs axe-core on the page as it is and returns its serious and critical findings, labelled `name`.
 * The first run in a document goes through AxeBuilder, which injects axe-core; later ones (client-side
 * navigation keeps the document) call the injected engine again: AxeBuilder injects its 550 KB
 * anew each time and asks for every result type, 1–2 s a page where the run itself takes 0.2 s.
 */
export async function audit(page: Page, name: string): Promise<Finding[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  const result: Pick<AxeResults, 'violations'> = injected
    ? await page.evaluate(() =>
        (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
          resultTypes: ['violations'],
        }),
      )
    : await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze()
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        page: name,
        rule: v.id,
        impact: v.impact ?? '',
        target: n.target.join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
      })),
    )
}

/** The findings as a readable list for the failure message. */
export const report = (findings: Finding[]) =>
  findings.map((f) => `${f.page}  [${f.rule}, ${f.impact}]  ${f.target}\n    ${f.summary}`).join('\n')

/** A client-side navigation (the router follows popstate): no reload of the app between pages. */
export async function goClient(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS } from '../chromium.ts'

export type Preset = 'mobile' | 'desktop'

export interface LighthouseRow {
  performance: number
  accessibility: number
  'best practices': number
  seo: number
  'FCP ms': number
  'LCP ms': number
  'TBT ms': number
  CLS: number
  /** Script bytes over the network (gzipped as served) until the load event. */
  'JS to load KB': number
  /** Every script byte of the run, the post-load content refresh and page preloads included. */
  'JS total KB': number
  /** The lowest and highest performance score over the runs the median was taken from. */
  'perf range': string
}

/**
 * Runs per route and preset. Lighthouse's own advice for its run-to-run variance: run it
 * several times and report the median run (its computeMedianRun, by FCP and TTI).
 */
export const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1)

interface NetworkItem {
  resourceType?: string
  transferSize?: number
  networkEndTime?: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is retried. */
async function audit(port: number, url: string, preset: Preset, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (!result.lhr.runtimeError) return result.lhr
    if (attempt >= tries) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  }
}

/**
 * Lighthouse 13 over each URL, with its mobile preset (simulated throttling, Moto G
 * Power) or its desktop one, in the same Chromium the tests drive, with `flags` (the
 * tests' SwiftShader by default). Figures only.
 */
export async function runLighthouse(
  chromePath: string,
  urls: readonly string[],
  presets: readonly Preset[],
  onRow: (url: string, preset: Preset, row: LighthouseRow) => void,
  flags: readonly string[] = CHROMIUM_ARGS,
): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...flags],
  })
  try {
    for (const preset of presets) {
      for (const url of urls) {
        const runs = []
        for (let i = 0; i < RUNS; i++) {
          const run = await audit(chrome.port, url, preset).catch((error: unknown) => {
            console.error(String(error))
            return null
          })
          if (run) runs.push(run)
        }
        const valid = filterToValidRuns(runs)
        if (valid.length === 0) continue
        const lhr = computeMedianRun(valid)
        const scores = valid.map((run) =>
          Math.round((run.categories.performance?.score ?? 0) * 100),
        )
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        const metrics = lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] }
        const load = metrics?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY
        const requests =
          (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []
        const scripts = requests.filter((r) => r.resourceType === 'Script')
        const kb = (list: NetworkItem[]) =>
          Math.round(list.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 102.4) / 10
        onRow(url, preset, {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          seo: score('seo'),
          'FCP ms': Math.round(value('first-contentful-paint')),
          'LCP ms': Math.round(value('largest-contentful-paint')),
          'TBT ms': Math.round(value('total-blocking-time')),
          CLS: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
          'JS to load KB': kb(scripts.filter((r) => (r.networkEndTime ?? 0) <= load)),
          'JS total KB': kb(scripts),
          'perf range': `${Math.min(...scores)}–${Math.max(...scores)}`,
        })
      }
    }
  } finally {
    chrome.kill()
  }
}

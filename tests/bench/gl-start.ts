import { chromium } from '@playwright/test'
import { STAGE_EXTENSIONS } from '../../src/webgl/start/stage-context.ts'
import { STAGE_CONTEXT } from '../../src/webgl/start/webgl-support.ts'
import { CHROMIUM_ARGS } from '../chromium.ts'
import { median } from './percentiles.ts'

export interface GlStart {
  /** `getContext('webgl2')` with the stage's attributes at the viewport's size, ms. */
  context: number
  /** Enabling the first extension the stage enables (a round trip to enable it), ms. */
  firstExtension: number
}

const RUNS = 3
/** Lighthouse's desktop viewport. */
const VIEWPORT = { width: 1350, height: 940 }

/**
 * The stage's two unavoidable GPU round trips, with and without Lighthouse's trace
 * screenshots, on a settled `?nogl` page, median of 3: on a software GL the screenshots
 * share the GPU process (docs/performance.md, 'Software GL on a small machine').
 */
export async function glStart(
  executablePath: string,
  siteUrl: string,
): Promise<Record<'without trace screenshots' | 'with trace screenshots', GlStart>> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  try {
    const measure = async (screenshots: boolean): Promise<GlStart> => {
      const runs: GlStart[] = []
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage({ viewport: VIEWPORT })
        if (screenshots) {
          await browser.startTracing(page, {
            screenshots: true,
            categories: ['disabled-by-default-devtools.screenshot'],
          })
        }
        await page.goto(`${siteUrl}/?nogl`)
        await page.waitForTimeout(1500)
        runs.push(
          await page.evaluate(
            ({ size, attributes, extension }) => {
              const canvas = document.createElement('canvas')
              canvas.width = size.width
              canvas.height = size.height
              const t0 = performance.now()
              const gl = canvas.getContext('webgl2', attributes)
              const t1 = performance.now()
              gl?.getExtension(extension)
              const t2 = performance.now()
              gl?.getExtension('WEBGL_lose_context')?.loseContext()
              return { context: t1 - t0, firstExtension: t2 - t1 }
            },
            { size: VIEWPORT, attributes: STAGE_CONTEXT, extension: STAGE_EXTENSIONS[0] },
          ),
        )
        if (screenshots) await browser.stopTracing()
        await page.close()
      }
      return {
        context: median(runs.map((r) => r.context)),
        firstExtension: median(runs.map((r) => r.firstExtension)),
      }
    }
    return {
      'without trace screenshots': await measure(false),
      'with trace screenshots': await measure(true),
    }
  } finally {
    await browser.close()
  }
}

import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../chromium.ts'
import { forceGl } from './page-boot.ts'

export interface DprSample {
  phase: string
  'CPU slowdown': string
  second: number
  'frames/s': number
  'canvas DPR': number
}

/**
 * The narrowest desktop track: at 1440×900 SwiftShader's half ratio stays under the
 * monitor's upper bound of 60, so no step back up could show; at this size it reaches it.
 */
export const DPR_VIEWPORT = { width: 1024, height: 640 }

/**
 * Adaptive quality under CPU throttling switched on and off: the track kept moving (a rest
 * every 2 s lets a new ratio apply), the pixel ratio sampled each second. The frame-rate cap
 * stays on, or SwiftShader falls behind and the monitor learns an unreachable refresh rate.
 */
export async function dprStepping(
  executablePath: string,
  url: string,
  viewport = DPR_VIEWPORT,
): Promise<DprSample[]> {
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  })
  const samples: DprSample[] = []
  try {
    const page = await browser.newPage({ viewport })
    await forceGl(page)
    await page.goto(url)
    await page.waitForFunction(
      () => (window.__track?.layout().limit ?? 0) > 0 && window.__stage !== undefined,
      undefined,
      { timeout: 60_000 },
    )
    // Moves the track every frame, back and forth, and counts frames. A string: a function
    // here would reach the page with the test runner's helper calls compiled into it.
    await page.evaluate(`(() => {
      window.__frames = 0
      let direction = 1
      const step = () => {
        window.__frames++
        const s = window.__track?.scroll
        // 1.6 s of motion, then at rest (where the canvas changes its ratio) till 2 s: the
        // glide is cut short, as a slow machine would take seconds to settle.
        const phase = performance.now() % 2000
        if (s && phase >= 1600 && s.current !== s.target) s.jumpTo(s.target)
        if (s && phase < 1600) {
          if (s.target >= s.limit - 1) direction = -1
          else if (s.target <= 1) direction = 1
          s.scrollBy(direction * 40)
        }
        requestAnimationFrame(step)
      }
      requestAnimationFrame(step)
    })()`)
    const cdp = await page.context().newCDPSession(page)
    const phases = [
      { phase: 'normal', rate: 1, seconds: 6, until: null },
      { phase: 'slowed', rate: 16, seconds: 30, until: 'down' },
      { phase: 'recovered', rate: 1, seconds: 30, until: 'up' },
    ] as const
    let second = 0
    for (const { phase, rate, seconds, until } of phases) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      const startDpr = (await page.evaluate(() => window.__stage?.read().dpr)) ?? 0
      for (let i = 0; i < seconds; i++) {
        const f0 = await page.evaluate(() => (window as unknown as { __frames: number }).__frames)
        const t0 = Date.now()
        await page.waitForTimeout(1000)
        const f1 = await page.evaluate(() => (window as unknown as { __frames: number }).__frames)
        const dpr = (await page.evaluate(() => window.__stage?.read().dpr)) ?? 0
        second++
        samples.push({
          phase,
          'CPU slowdown': `${rate}×`,
          second,
          'frames/s': Math.round(((f1 - f0) * 1000) / (Date.now() - t0)),
          'canvas DPR': dpr,
        })
        if (until === 'down' && dpr < startDpr && dpr <= 0.5) break
        if (until === 'up' && dpr > startDpr) break
      }
    }
  } finally {
    await browser.close()
  }
  return samples
}

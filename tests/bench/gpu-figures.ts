import type { Page } from '@playwright/test'
import { waitIdle } from './page-boot.ts'

export interface GpuFigures {
  planes: number
  /** Draw calls of the last frame, at the end of the track and the most seen crossing it. */
  callsEnd: number
  callsPeak: number
  textures: number
  /** Plane texture bytes on the GPU at the end and the most seen while crossing. */
  bytesEnd: number
  bytesPeak: number
  /** The stage's texture budget: the most it keeps (pictures near view load past it). */
  bytesBudget: number
}

/**
 * Crosses the track in half-viewport steps, letting textures load at each step: the
 * whole track, or its first `maxSteps` steps (a 2,000-project track is 800 of them).
 */
export async function gpuFigures(page: Page, maxSteps = 60): Promise<GpuFigures> {
  const limit = Math.min(
    await page.evaluate(() => window.__track?.scroll.limit ?? 0),
    maxSteps * 720,
  )
  let callsPeak = 0
  let bytesPeak = 0
  for (let x = 0; ; x = Math.min(limit, x + 720)) {
    await page.evaluate((p) => window.__track?.scroll.jumpTo(p), x)
    await waitIdle(page)
    const r = await page.evaluate(() => window.__stage?.read())
    callsPeak = Math.max(callsPeak, r?.calls ?? 0)
    bytesPeak = Math.max(bytesPeak, r?.textureBytes ?? 0)
    if (x >= limit) break
  }
  const r = await page.evaluate(() => window.__stage?.read())
  return {
    planes: r?.planes ?? 0,
    callsEnd: r?.calls ?? 0,
    callsPeak,
    textures: r?.textures ?? 0,
    bytesEnd: r?.textureBytes ?? 0,
    bytesPeak,
    bytesBudget: r?.textureBudget ?? 0,
  }
}

import type { Page } from '@playwright/test'

/** Shared by the WebGL and virtual-scroll specs: waits and reads of the debug hooks. */

export interface TrackReading {
  target: number
  current: number
  progress: number
  limit: number
  atEnd: boolean
  transform: string
  scrollLeft: number
}

/** Opens a path at desktop size and waits until the virtual track runs and has measured. */
export async function openVirtual(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains('is-virtual') &&
      (window.__track?.layout().limit ?? 0) > 0,
  )
}

export async function readTrack(page: Page): Promise<TrackReading> {
  return page.evaluate(() => {
    const t = window.__track
    if (!t) throw new Error('virtual track not running')
    const scroller = document.querySelector<HTMLElement>('main.scroller')
    return {
      target: t.scroll.target,
      current: t.scroll.current,
      progress: t.state.progress,
      limit: t.scroll.limit,
      atEnd: t.state.atEnd,
      transform: document.querySelector<HTMLElement>('[data-track]')?.style.transform ?? '',
      scrollLeft: scroller?.scrollLeft ?? -1,
    }
  })
}

/** Waits until the damped scroll has reached its target. */
export async function settle(page: Page): Promise<TrackReading> {
  await page.waitForFunction(() => {
    const s = window.__track?.scroll
    return s !== undefined && s.current === s.target && !s.snapping
  })
  return readTrack(page)
}

/**
 * Waits until the stage has drawn every plane near the view and stopped animating. Two
 * frames pass first: right after a jump the stage has not yet seen the planes it must
 * load, and would look idle.
 */
export async function stageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  await page.waitForFunction(() => {
    const read = window.__stage?.read()
    return read?.idle === true && read.pendingUploads === 0 && read.loading === 0
  })
}

/** x translation of the track, px (negative: scrolled forward). */
export function translateX(transform: string): number {
  const match = /translate3d\((-?[\d.]+)px/.exec(transform)
  return match ? Number(match[1]) : 0
}

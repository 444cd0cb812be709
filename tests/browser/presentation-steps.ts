import { expect, type Frame, type Locator, type Page } from '@playwright/test'

// The Presentation tool's frame as the tests read it: the site inside, its desktop track
// (the debug hook `window.__track`) and the overlays @sanity/visual-editing draws over it.
const SLOW = { timeout: 90_000 }

/** The framed site, once the Studio has framed it. */
export async function sitePage(page: Page, site: string): Promise<Frame> {
  let frame: Frame | undefined
  await expect
    .poll(() => {
      frame = page.frames().find((f) => f.url().startsWith(site))
      return frame !== undefined
    }, SLOW)
    .toBe(true)
  return frame as Frame
}

/** Waits until the framed page shows the Studio's answer (targets on) on the desktop track. */
export async function previewReady(frame: Frame): Promise<void> {
  await expect(frame.locator('h1[data-sanity]')).toBeVisible(SLOW)
  await frame.waitForFunction(
    () =>
      document.documentElement.classList.contains('is-virtual') &&
      (window.__track?.layout().limit ?? 0) > 0,
    null,
    SLOW,
  )
}

export interface TrackAt {
  current: number
  limit: number
}

/** Where the desktop track rests, once its damped motion has reached its target. */
export async function restingTrack(frame: Frame): Promise<TrackAt> {
  await frame.waitForFunction(
    () => {
      const s = window.__track?.scroll
      return s !== undefined && s.current === s.target && !s.snapping
    },
    null,
    SLOW,
  )
  return frame.evaluate(() => ({
    current: window.__track?.scroll.current ?? Number.NaN,
    limit: window.__track?.layout().limit ?? Number.NaN,
  }))
}

type Box = { x: number; y: number; width: number; height: number }

/** The hovered element's overlay, in the frame's coordinates; null when none shows. */
const overlayBox = (frame: Frame): Promise<Box | null> =>
  frame.evaluate(() => {
    const overlay = document.querySelector('sanity-visual-editing [data-hovered]')
    const r = overlay?.getBoundingClientRect()
    return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null
  })

const near = (a: Box | null, b: Box | null) =>
  a !== null &&
  b !== null &&
  Math.abs(a.x - b.x) <= 2 &&
  Math.abs(a.y - b.y) <= 2 &&
  Math.abs(a.width - b.width) <= 2 &&
  Math.abs(a.height - b.height) <= 2

/** Waits until the overlay lies on `target` (within 2 px); returns the target's box. */
export async function overlayOn(frame: Frame, target: Locator): Promise<Box> {
  const frameBox = await (await frame.frameElement()).boundingBox()
  let last: Box | null = null
  await expect
    .poll(async () => {
      // boundingBox is in the top page's coordinates: back to the frame's.
      const box = await target.boundingBox()
      last = box && frameBox ? { ...box, x: box.x - frameBox.x, y: box.y - frameBox.y } : null
      return near(await overlayBox(frame), last)
    }, SLOW)
    .toBe(true)
  if (!last) throw new Error('no box for the target')
  return last
}

/** Keys go to the framed page (its scroller), with the mouse left where it is. */
export async function focusPage(frame: Frame): Promise<void> {
  await (await frame.frameElement()).focus()
  await frame.evaluate(() => document.querySelector<HTMLElement>('main')?.focus())
}

/** A marker in the framed document: still there after an update means no reload happened. */
export const markDocument = (frame: Frame) =>
  frame.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
export const sameDocument = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

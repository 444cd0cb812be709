import { resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../chromium.ts'
import { ms } from './format.ts'
import { deliveredFrames } from './frame-intervals.ts'
import { bootOver, forceGl, REACT_HOOK, waitIdle } from './page-boot.ts'
import { median } from './percentiles.ts'
import { serve } from './serve.ts'

/** Flights each way: a card into its project, and Back into the card. */
const ROUNDS = 4

/** One navigation as the page saw it: each frame's time and the flight's phase then. */
interface FlightLog {
  frames: [number, string][]
  /** The click's or the Back's event time, ms (the frames' clock); -1: none seen. */
  startAt: number
  /** When the new page's heading was first readable (its panel fully faded in); -1: never. */
  readableAt: number
}

declare global {
  interface Window {
    /** FLIGHT_RECORDER's handle. */
    __flightLog?: {
      start: () => void
      /** Readable yet, and the flight's phase at the last frame, recording on. */
      peek: () => { readable: boolean; phase: string }
      stop: () => FlightLog
    }
  }
}

/**
 * Records each frame's timestamp with the flight's phase between `__flightLog.start()` and
 * `.stop()`, the navigation's event time (a click, or Back's popstate), and the first frame
 * whose new heading is readable: shown, another text than at the start, its panel at full
 * opacity (the new page's text fades in during a flight). A string: no tsx helpers reach the page.
 */
const FLIGHT_RECORDER = `(() => {
  const frames = []
  let on = false
  let startAt = -1
  let readableAt = -1
  let before = ''
  const heading = () => [...document.querySelectorAll('main h1')].find((h) => h.checkVisibility())
  const readable = () => {
    const h1 = heading()
    const text = h1?.textContent?.trim() ?? ''
    if (!h1 || !text || text === before) return false
    let panel = h1
    while (panel.parentElement && !panel.parentElement.hasAttribute('data-track')) panel = panel.parentElement
    return Number(getComputedStyle(panel).opacity) >= 0.99
  }
  const mark = (e) => {
    if (on && startAt < 0) startAt = e.timeStamp
  }
  addEventListener('click', mark, { capture: true })
  addEventListener('popstate', mark, { capture: true })
  const tick = (t) => {
    if (!on) return
    frames.push([t, window.__stage?.flight().phase ?? 'none'])
    if (startAt >= 0 && readableAt < 0 && readable()) readableAt = performance.now()
    requestAnimationFrame(tick)
  }
  window.__flightLog = {
    start() {
      frames.length = 0
      startAt = -1
      readableAt = -1
      before = heading()?.textContent?.trim() ?? ''
      on = true
      requestAnimationFrame(tick)
    },
    peek() {
      return { readable: readableAt >= 0, phase: frames.at(-1)?.[1] ?? 'none' }
    },
    stop() {
      on = false
      return { frames: frames.slice(), startAt, readableAt }
    },
  }
})()`

/**
 * The frame times of a flight: from its first frame to the frame that handed over (the first
 * after it that no longer flies); empty where nothing flew. Pure.
 */
export function flightTimes(frames: readonly (readonly [number, string])[]): number[] {
  const first = frames.findIndex(([, phase]) => phase === 'flying')
  if (first < 0) return []
  const after = frames.findIndex(([, phase], i) => i > first && phase !== 'flying')
  const end = after < 0 ? frames.length : after + 1
  return frames.slice(first, end).map(([t]) => t)
}

/** Runs `go` (a click, Back) and records until the flight has handed over and the page reads. */
async function recordFlight(page: Page, go: () => Promise<unknown>): Promise<FlightLog> {
  await page.evaluate(() => window.__flightLog?.start())
  await go()
  await page
    .waitForFunction(
      () => {
        const now = window.__flightLog?.peek()
        return now?.readable === true && now.phase !== 'flying'
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {})
  // The frames after a handover are the page at rest: a few are kept, the rest not waited for.
  await page.waitForTimeout(300)
  const log = await page.evaluate(() => window.__flightLog?.stop())
  await waitIdle(page)
  if (!log) throw new Error('no flight recorder on the page')
  return log
}

/** Wheels /work until its fourth card is wholly in view. */
async function wheelToFourthCard(page: Page): Promise<void> {
  const card = page.locator('.work-card__link').nth(3)
  await page.mouse.move(720, 450)
  for (let i = 0; i < 60; i++) {
    const b = await card.boundingBox()
    if (b && b.x > 100 && b.x + b.width < 1340) break
    await page.mouse.wheel(0, 200)
    await page.waitForTimeout(80)
  }
  await waitIdle(page)
}

function row(logs: readonly FlightLog[]) {
  const flights = logs.map((log) => flightTimes(log.frames)).filter((times) => times.length > 0)
  const frames = deliveredFrames(flights)
  const over = flights
    .flatMap((times) => times.slice(1).map((t, i) => t - (times[i] ?? t)))
    .filter((interval) => interval > 20).length
  const readable = logs.filter((l) => l.readableAt >= 0).map((l) => l.readableAt - l.startAt)
  return {
    flights: `${flights.length} of ${logs.length}`,
    'frames drawn': flights.reduce((n, times) => n + times.length, 0),
    'frame p50': ms(frames.p50),
    'frame p95': ms(frames.p95),
    '> 20 ms': over,
    'flight (median)': ms(median(flights.map((t) => (t.at(-1) ?? 0) - (t[0] ?? 0)))),
    'click to readable (median)': ms(median(readable)),
  }
}

/**
 * `npm run bench -- --only=flight`: the flight between pages on the canvas (SwiftShader,
 * `?gl=force`, 1440×900): a work card into its project and Back into the card, ROUNDS times
 * each way on one page. The frames delivered from takeoff to handover (p50, p95, how many
 * intervals over 20 ms), the flight's length, and how long from the click (or Back) until
 * the new page's heading is readable.
 */
export async function flightBench(options: {
  executablePath: string
  dist: string
}): Promise<void> {
  const site = await serve(options.dist, resolve('dataset'))
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.addInitScript(REACT_HOOK)
    await page.addInitScript(FLIGHT_RECORDER)
    await forceGl(page)
    await page.goto(`${site.url}/work`)
    await page.waitForFunction(() => window.__stage !== undefined, undefined, { timeout: 60_000 })
    await page.evaluate(() => window.__stage?.pinDpr(window.devicePixelRatio))
    await bootOver(page)
    await wheelToFourthCard(page)
    const card = page.locator('.work-card__link').nth(3)
    const into: FlightLog[] = []
    const back: FlightLog[] = []
    for (let i = 0; i < ROUNDS; i++) {
      into.push(await recordFlight(page, () => card.click()))
      back.push(await recordFlight(page, () => page.goBack()))
    }
    console.log(
      `\nThe flight between pages at 1440×900 (SwiftShader, ?gl=force): frames delivered from takeoff to handover (intervals between requestAnimationFrame timestamps), the flight's length, and the time from the click or Back until the new page's heading is readable; ${ROUNDS} flights each way`,
    )
    console.table({ 'card → project hero': row(into), 'Back: hero → card': row(back) })
  } finally {
    await browser.close()
    await site.close()
  }
}

import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { parkMouse, stageIdle } from './webgl.helpers.ts'

/** Shared by the WebGL specs: the canvas's pixels against the DOM's, plane by plane. */

interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface Raw {
  data: Buffer
  width: number
}

export async function decode(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width }
}

export function pixel(img: Raw, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * img.width + Math.round(x)) * 3
  return [img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0]
}

export const distance = (a: number[], b: number[]) =>
  Math.max(
    Math.abs((a[0] ?? 0) - (b[0] ?? 0)),
    Math.abs((a[1] ?? 0) - (b[1] ?? 0)),
    Math.abs((a[2] ?? 0) - (b[2] ?? 0)),
  )

/** Half the side of the patches compared: 17×17 px. */
const PATCH = 8

/**
 * Mean colour difference between two screenshots over the patch around a point, the
 * first one's patch shifted by (ox, oy).
 */
function patchDiff(a: Raw, b: Raw, x: number, y: number, ox = 0, oy = 0): number {
  let sum = 0
  for (let dy = -PATCH; dy <= PATCH; dy++) {
    for (let dx = -PATCH; dx <= PATCH; dx++)
      sum += distance(pixel(a, x + dx + ox, y + dy + oy), pixel(b, x + dx, y + dy))
  }
  return sum / (2 * PATCH + 1) ** 2
}

/**
 * How well the canvas's patch matches the DOM's in place, and at best when shifted 2 or 3 px:
 * a plane drawn where its element is matches best in place (browsers resample fine detail
 * with their own kernels, so never perfectly).
 */
function patchFit(a: Raw, b: Raw, x: number, y: number): { inPlace: number; shifted: number } {
  let shifted = Number.POSITIVE_INFINITY
  for (let oy = -3; oy <= 3; oy++) {
    for (let ox = -3; ox <= 3; ox++) {
      if (Math.max(Math.abs(ox), Math.abs(oy)) < 2) continue
      shifted = Math.min(shifted, patchDiff(a, b, x, y, ox, oy))
    }
  }
  return { inPlace: patchDiff(a, b, x, y), shifted }
}

/** Mean colour difference between two screenshots along one line of pixels. */
function lineDiff(a: Raw, b: Raw, x0: number, y0: number, x1: number, y1: number): number {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1)
  let sum = 0
  for (let s = 0; s <= steps; s++) {
    const x = x0 + ((x1 - x0) * s) / steps
    const y = y0 + ((y1 - y0) * s) / steps
    sum += distance(pixel(a, x, y), pixel(b, x, y))
  }
  return sum / (steps + 1)
}

/**
 * Planes fully in view (below the header) whose image the canvas drew, with the image's own
 * centre colour for `object-fit: cover` (drawn into a 2D canvas as CSS shows it); null for
 * `contain`, whose centre may be transparent.
 */
export async function drawnPlanes(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0
    const out: { box: Box; centre: [number, number, number] | null }[] = []
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('[data-plane].is-gl-drawn'),
    )) {
      const img = el.querySelector('img')
      const r = el.getBoundingClientRect()
      if (!img || r.left < 0 || r.right > innerWidth || r.top < header || r.bottom > innerHeight)
        continue
      const box = { x: r.left, y: r.top, width: r.width, height: r.height }
      if (getComputedStyle(img).objectFit === 'contain') {
        out.push({ box, centre: null })
        continue
      }
      const c = document.createElement('canvas')
      c.width = Math.round(r.width)
      c.height = Math.round(r.height)
      const ctx = c.getContext('2d')
      if (!ctx) continue
      const scale = Math.max(r.width / img.naturalWidth, r.height / img.naturalHeight)
      const w = img.naturalWidth * scale
      const h = img.naturalHeight * scale
      ctx.drawImage(img, (r.width - w) / 2, (r.height - h) / 2, w, h)
      const d = ctx.getImageData(Math.floor(r.width / 2), Math.floor(r.height / 2), 1, 1).data
      out.push({ box, centre: [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0] })
    }
    return out
  })
}

/**
 * Screenshot with the canvas drawing (its DOM images hidden), then of the DOM alone: the
 * canvas hidden by a reference style, and every image and section background the canvas
 * stood in for given back to the DOM, all put back as they were afterwards.
 */
export async function glAndDom(page: Page): Promise<{ gl: Raw; dom: Raw }> {
  await parkMouse(page)
  await stageIdle(page)
  const gl = await decode(await page.screenshot())
  const reference = await page.addStyleTag({ content: '.webgl-stage{visibility:hidden!important}' })
  await page.evaluate(async () => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.is-gl-drawn'))) {
      el.classList.remove('is-gl-drawn')
      el.dataset.testDrawn = ''
    }
    for (const b of window.__stage?.placed() ?? []) {
      if (b.kind === 'backdrop' && b.el.style.backgroundColor === 'transparent') {
        b.el.style.backgroundColor = ''
        b.el.dataset.testBackdrop = ''
      }
    }
    // Images hidden before they were ever painted decode now (they are decoding="async").
    const images = document.querySelectorAll<HTMLImageElement>('[data-test-drawn] > img')
    await Promise.all(Array.from(images, (img) => img.decode().catch(() => {})))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  const dom = await decode(await page.screenshot())
  await reference.evaluate((el) => (el as Element).remove())
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-test-drawn]'))) {
      el.classList.add('is-gl-drawn')
      delete el.dataset.testDrawn
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[data-test-backdrop]'))) {
      el.style.backgroundColor = 'transparent'
      delete el.dataset.testBackdrop
    }
  })
  return { gl, dom }
}

/** A plane in view whose DOM image the canvas drew (drawnPlanes). */
export type DrawnPlane = Awaited<ReturnType<typeof drawnPlanes>>[number]

/** Compares every drawn plane in view with its DOM image; returns how many it checked. */
export async function comparePlanes(page: Page, path: string): Promise<number> {
  await stageIdle(page)
  const planes = await drawnPlanes(page)
  const { gl, dom } = await glAndDom(page)
  expectPlanesMatch(gl, dom, planes, path)
  return planes.length
}

/**
 * Expects each plane to look the same in a screenshot with the canvas drawing it (`gl`)
 * and one of the same view with its DOM image showing (`dom`).
 */
export function expectPlanesMatch(
  gl: Raw,
  dom: Raw,
  planes: readonly DrawnPlane[],
  path: string,
): void {
  for (const { box, centre } of planes) {
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    const at = `${path} plane at ${Math.round(box.x)},${Math.round(box.y)}`
    // The canvas shows the image's own colour at the element's centre, as the DOM does...
    if (centre) {
      expect(distance(pixel(gl, cx, cy), centre), `${at}: centre`).toBeLessThan(24)
    }
    // ...and so does a patch around it, best in place: shifted 2 px, a detailed patch would
    // match worse (a smooth one, about as well: one colour level of slack). A patch, not
    // one pixel: a logo's glyph edges resample a little differently.
    const fit = patchFit(gl, dom, cx, cy)
    expect(fit.inPlace, `${at}: centre`).toBeLessThan(24)
    expect(fit.inPlace, `${at}: centre, in place against shifted`).toBeLessThanOrEqual(
      fit.shifted + 1,
    )
    // ...and its edges fall where the DOM image's do: one CSS px inside each edge,
    // canvas and DOM agree (a plane off by 2 px would show the page there).
    const l = Math.ceil(box.x) + 1
    const r = Math.floor(box.x + box.width) - 2
    const t = Math.ceil(box.y) + 1
    const b = Math.floor(box.y + box.height) - 2
    expect(lineDiff(gl, dom, l, t, l, b), `${at}: left edge`).toBeLessThan(20)
    expect(lineDiff(gl, dom, r, t, r, b), `${at}: right edge`).toBeLessThan(20)
    expect(lineDiff(gl, dom, l, t, r, t), `${at}: top edge`).toBeLessThan(20)
    expect(lineDiff(gl, dom, l, b, r, b), `${at}: bottom edge`).toBeLessThan(20)
  }
}

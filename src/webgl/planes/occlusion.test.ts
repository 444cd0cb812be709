// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { occludersOf, paintsBackground, solidRgb } from './occlusion.ts'

describe('paintsBackground', () => {
  it('sees through transparent backgrounds', () => {
    expect(paintsBackground('rgba(0, 0, 0, 0)', 'none')).toBe(false)
    expect(paintsBackground('transparent', 'none')).toBe(false)
    expect(paintsBackground('rgb(0 0 0 / 0)', 'none')).toBe(false)
    expect(paintsBackground('rgba(0, 0, 0, 0%)', 'none')).toBe(false)
  })
  it('is stopped by any colour or image', () => {
    expect(paintsBackground('rgb(17, 17, 17)', 'none')).toBe(true)
    expect(paintsBackground('rgba(17, 17, 17, 0.2)', 'none')).toBe(true)
    expect(paintsBackground('rgba(0, 0, 0, 0)', 'linear-gradient(red, blue)')).toBe(true)
    expect(paintsBackground('color(srgb 1 0 0)', 'none')).toBe(true)
  })
})

describe('solidRgb', () => {
  it('reads an opaque computed colour as 0–1 channels', () => {
    expect(solidRgb('rgb(255, 0, 51)')).toEqual([1, 0, 0.2])
    expect(solidRgb('rgba(17, 17, 17, 1)')).toEqual([17 / 255, 17 / 255, 17 / 255])
    expect(solidRgb('rgb(0 255 0 / 100%)')).toEqual([0, 1, 0])
  })
  it('refuses what a flat opaque rectangle cannot draw', () => {
    expect(solidRgb('rgba(17, 17, 17, 0.5)')).toBeNull()
    expect(solidRgb('color(display-p3 1 0 0)')).toBeNull()
    expect(solidRgb('transparent')).toBeNull()
  })
})

/** A plane element inside nested boxes, each styled inline, the outermost the scroller. */
function nest(...styles: string[]): { el: HTMLElement; boxes: HTMLElement[] } {
  const boxes = styles.map((style) => {
    const box = document.createElement('div')
    box.setAttribute('style', style)
    return box
  })
  boxes.reduce((parent, child) => {
    parent.append(child)
    return child
  })
  const el = document.createElement('div')
  boxes.at(-1)?.append(el)
  return { el, boxes }
}

describe('occludersOf', () => {
  const none = () => undefined

  it('lists solid backgrounds between the plane and the scroller, outermost first', () => {
    const { el, boxes } = nest('', 'background-color: rgb(17, 17, 17)', '', 'background: #fff')
    const found = occludersOf(el, boxes[0] as HTMLElement, none)
    expect(found?.map((o) => o.el)).toEqual([boxes[1], boxes[3]])
    expect(found?.[0]?.color).toEqual([17 / 255, 17 / 255, 17 / 255])
  })

  it('gives up behind an image, a translucent colour or rounded corners', () => {
    for (const style of [
      'background-image: linear-gradient(red, blue)',
      'background-color: rgba(0, 0, 0, 0.5)',
      'background-color: rgb(0, 0, 0); border-radius: 8px',
    ]) {
      const { el, boxes } = nest('', style)
      expect(occludersOf(el, boxes[0] as HTMLElement, none), style).toBeNull()
    }
  })

  it('keeps a background the canvas already draws, though its DOM one is transparent now', () => {
    const { el, boxes } = nest('', 'background-color: transparent')
    const drawn = (node: HTMLElement) =>
      node === boxes[1] ? ([0.1, 0.2, 0.3] as [number, number, number]) : undefined
    expect(occludersOf(el, boxes[0] as HTMLElement, drawn)).toEqual([
      { el: boxes[1], color: [0.1, 0.2, 0.3] },
    ])
  })

  it('finds nothing where every box is transparent', () => {
    const { el, boxes } = nest('', '', '')
    expect(occludersOf(el, boxes[0] as HTMLElement, none)).toEqual([])
  })

  it('reads each shared ancestor once a pass, and gives planes sharing it the same answer', () => {
    const { el, boxes } = nest('', 'background-color: rgb(17, 17, 17)', '')
    const inner = boxes[2] as HTMLElement
    const siblings = [el, ...Array.from({ length: 3 }, () => document.createElement('div'))]
    for (const sibling of siblings) inner.append(sibling)
    const read = vi.spyOn(window, 'getComputedStyle')
    const cache = new Map()
    const found = siblings.map((s) => occludersOf(s, boxes[0] as HTMLElement, none, cache))
    // Three ancestors, each read once, not once for each of the four planes.
    expect(read).toHaveBeenCalledTimes(3)
    read.mockRestore()
    for (const list of found) expect(list?.map((o) => o.el)).toEqual([boxes[1]])
    // Without the cache each call reads them again, with the same answer.
    expect(occludersOf(el, boxes[0] as HTMLElement, none)).toEqual(found[0])
  })

  it('keeps a refusal for every plane under it', () => {
    const { el, boxes } = nest('', 'background-image: linear-gradient(red, blue)', '')
    const other = document.createElement('div')
    boxes[2]?.append(other)
    const cache = new Map()
    expect(occludersOf(el, boxes[0] as HTMLElement, none, cache)).toBeNull()
    expect(occludersOf(other, boxes[0] as HTMLElement, none, cache)).toBeNull()
  })
})

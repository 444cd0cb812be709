// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { VirtualScroll } from '../engine/virtual-scroll.ts'
import { DeferredReveal, REVEAL_VIEWPORTS } from './deferred-reveal.ts'

const VIEWPORT = 1000

/** A track of `count` pictures 500 px wide end to end, each waiting for its source. */
function track(count: number) {
  const el = document.createElement('div')
  const planes = Array.from({ length: count }, (_, i) => {
    const wrapper = document.createElement('div')
    const img = document.createElement('img')
    img.dataset.src = `/p${i}.jpg`
    wrapper.append(img)
    el.append(wrapper)
    return { el: wrapper, x: i * 500, y: 0, width: 500, height: 300 }
  })
  const revealed = () =>
    Array.from(el.querySelectorAll('img'), (img, i) => (img.hasAttribute('src') ? i : -1)).filter(
      (i) => i >= 0,
    )
  return { el, planes, revealed }
}

const at = (target: number) => ({ target, viewportWidth: VIEWPORT }) as unknown as VirtualScroll

describe('DeferredReveal', () => {
  it('reveals the pictures within three viewports of where the track is going, no more', () => {
    const { el, planes, revealed } = track(60)
    const reveal = new DeferredReveal(el)
    reveal.setLayout({ planes })
    const margin = REVEAL_VIEWPORTS * VIEWPORT
    const near = (target: number) =>
      planes
        .map((p, i) =>
          p.x + p.width > target - margin && p.x < target + VIEWPORT + margin ? i : -1,
        )
        .filter((i) => i >= 0)
    reveal.frame(0, at(0))
    // The view is 0–1000, the reach 3,000 px either side: the first eight pictures.
    expect(revealed()).toEqual(near(0))
    expect(revealed()).toHaveLength(8)
    // A jump far along: what it lands on, not what lies between.
    reveal.frame(0, at(20_000))
    expect(revealed()).toEqual([...near(0), ...near(20_000)])
    expect(revealed()).not.toContain(20)
  })

  it('only reveals pictures it measured, and all of them when released', () => {
    const { el, planes, revealed } = track(10)
    const reveal = new DeferredReveal(el)
    // The last five came in after the measurement.
    reveal.setLayout({ planes: planes.slice(0, 5) })
    reveal.frame(0, at(2500))
    expect(revealed()).toEqual([0, 1, 2, 3, 4])
    reveal.releaseAll()
    expect(revealed()).toHaveLength(10)
  })
})

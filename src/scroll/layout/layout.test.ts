// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { PANEL_GROUP_ATTR, SNAP_PROPS } from '../track-dom.ts'
import { insertedBeyondView, measureLayout, viewEndMoved } from './layout.ts'

/** A track of three measured panels 1,000 px wide, then one that came in unmeasured. */
function track() {
  const section = () => document.createElement('section')
  const [a, b, c, late] = [section(), section(), section(), section()]
  document.createElement('div').append(a, document.createComment('react'), b, c, late)
  const panelEnds = new WeakMap<Node, number>([
    [a, 1000],
    [b, 2000],
    [c, 3000],
  ])
  return { a, b, c, late, layout: { panelEnds, viewportWidth: 1000 } }
}

describe('insertedBeyondView', () => {
  it('places an insertion after the end of the measured panel before it', () => {
    const { b, c, layout } = track()
    // The view is 0–1000: after b (ends at 2000) is within a viewport of it, after c is not.
    expect(insertedBeyondView(b, layout, 0)).toBe(false)
    expect(insertedBeyondView(c, layout, 0)).toBe(true)
    // Scrolled on, nothing after c is beyond the view any more.
    expect(insertedBeyondView(c, layout, 1500)).toBe(false)
  })

  it('walks back past panels and comments not measured yet to the last one that was', () => {
    const { a, late, layout } = track()
    // `late` went in after the last measurement: the insertion is at least past c's end.
    expect(insertedBeyondView(late, layout, 0)).toBe(true)
    // A comment before b: back to a, whose end is within two viewports.
    expect(insertedBeyondView(a.nextSibling, layout, 0)).toBe(false)
  })

  it('treats an insertion with nothing measured before it as in view', () => {
    const { a, layout } = track()
    expect(insertedBeyondView(null, layout, 0)).toBe(false)
    const fresh = { panelEnds: new WeakMap<Node, number>(), viewportWidth: 1000 }
    expect(insertedBeyondView(a, fresh, -5000)).toBe(false)
  })
})

/** Gives `el` a box whose right edge is at `right` px (jsdom lays nothing out). */
function rightAt(el: Element, right: number) {
  el.getBoundingClientRect = () => ({ left: 0, right }) as DOMRect
}

describe('viewEndMoved', () => {
  function measured() {
    const t = track()
    const parent = t.a.parentElement as HTMLElement
    rightAt(parent, 0)
    rightAt(t.a, 1000)
    rightAt(t.b, 2000)
    rightAt(t.c, 3000)
    return { ...t, parent }
  }

  it('is false while the panel at the view end ends where it was measured', () => {
    const { parent, layout, late } = measured()
    expect(viewEndMoved(parent, layout, 0)).toBe(false)
    // Past the view's end, a panel that went in since moves nothing in view.
    rightAt(late, 9000)
    expect(viewEndMoved(parent, layout, 1500)).toBe(false)
  })

  it('is true when a panel at or before the view end changed size', () => {
    const { parent, layout, a, b, c } = measured()
    // a grew by 100 px: everything after it moved, b (the view end at 1500) included.
    rightAt(a, 1100)
    rightAt(b, 2100)
    rightAt(c, 3100)
    expect(viewEndMoved(parent, layout, 500)).toBe(true)
  })

  it('reads only up to the view end: a change after it is out of sight', () => {
    const { parent, layout, c } = measured()
    rightAt(c, 3500)
    expect(viewEndMoved(parent, layout, 0)).toBe(false)
    expect(viewEndMoved(parent, layout, 1500)).toBe(true)
  })

  it('looks into a group at the view end: cards appended to it since move nothing in view', () => {
    const parent = document.createElement('div')
    const group = document.createElement('div')
    group.setAttribute(PANEL_GROUP_ATTR, '')
    const [a, b, late] = [0, 1, 2].map(() => document.createElement('article')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ]
    group.append(a, b, late)
    parent.append(group)
    rightAt(parent, 0)
    rightAt(a, 1000)
    rightAt(b, 2000)
    rightAt(late, 3000)
    // Measured with a and b in it: the group ended at 2000, and now ends at 3000.
    const panelEnds = new WeakMap<Node, number>([
      [group, 2000],
      [a, 1000],
      [b, 2000],
    ])
    const layout = { panelEnds, viewportWidth: 1000 }
    expect(viewEndMoved(parent, layout, 500)).toBe(false)
    // a card in view grew: b, at the view end, moved.
    rightAt(b, 2100)
    expect(viewEndMoved(parent, layout, 500)).toBe(true)
    // An insertion after b lands after 2000: beyond the view that starts at 0 or not.
    expect(insertedBeyondView(b, layout, -1500)).toBe(true)
    expect(insertedBeyondView(b, layout, 0)).toBe(false)
  })

  it('looks past the start of a group that went in since to what is before it', () => {
    const { c, late, layout } = track()
    // A group after c with nothing in it measured: after its cards is after c (3000).
    const group = document.createElement('div')
    group.setAttribute(PANEL_GROUP_ATTR, '')
    const cards = [0, 1].map(() => document.createElement('article'))
    group.append(...cards)
    c.after(group)
    expect(insertedBeyondView(cards[1] as Node, layout, 0)).toBe(true)
    expect(insertedBeyondView(cards[1] as Node, layout, 1500)).toBe(false)
    // Not in a group: nothing is looked at past the start of its parent.
    expect(insertedBeyondView(late, { ...layout, panelEnds: new WeakMap() }, 0)).toBe(false)
  })

  it('counts as moved with nothing measured', () => {
    const { parent } = measured()
    expect(viewEndMoved(parent, { panelEnds: new WeakMap(), viewportWidth: 1000 }, 0)).toBe(true)
  })
})

describe('measureLayout snap points', () => {
  /** An element spanning `left`..`left + width` along the track. */
  function box(tag: string, left: number, width: number) {
    const el = document.createElement(tag)
    el.getBoundingClientRect = () =>
      ({ left, right: left + width, width, top: 0, bottom: 800, height: 800 }) as DOMRect
    return el
  }
  function page(mark: (sections: HTMLElement[], inner: HTMLElement) => void) {
    const trackEl = box('div', 0, 3000)
    const sections = [
      box('section', 0, 1000),
      box('section', 1000, 1000),
      box('section', 2000, 1000),
    ]
    const inner = box('div', 1500, 200)
    sections[1]?.append(inner)
    trackEl.append(...sections)
    mark(sections, inner)
    const scroller = document.createElement('div')
    scroller.append(trackEl)
    return measureLayout(scroller, trackEl)
  }
  const snap = (el: Element | undefined) => {
    for (const [name, value] of Object.entries(SNAP_PROPS)) el?.setAttribute(name, value)
  }

  it('are the starts of the elements the page marked, panels or inside one', () => {
    const layout = page(([first, , last], inner) => {
      snap(first)
      snap(inner)
      snap(last)
    })
    expect(layout.snapPoints).toEqual([0, 1500, 2000])
  })

  it('are none on a page that marks none, whatever its panels', () => {
    expect(page(() => {}).snapPoints).toEqual([])
  })
})

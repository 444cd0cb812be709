// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { PANEL_GROUP_ATTR } from '../track-dom.ts'
import {
  forgetGroup,
  groupLaidOut,
  readBox,
  rememberedRects,
  rememberGroups,
} from './group-rects.ts'
import { measureLayout } from './layout.ts'

/** Rect reads, counted: how many a measurement cost. */
let reads = 0

/** Gives `el` a box (jsdom lays nothing out); `left`/`top` can be moved later. */
function place(el: Element, box: { left: number; top: number; width: number; height: number }) {
  el.getBoundingClientRect = () => {
    reads += 1
    const { left, top, width, height } = box
    return { left, top, width, height, right: left + width, bottom: top + height } as DOMRect
  }
  return box
}

function plane() {
  const el = document.createElement('div')
  el.setAttribute('data-plane', '')
  return el
}

/**
 * A track at 0,0: an intro panel with a plane in it, then a group of two cards, each a
 * plane 300 × 200 inside a card 320 wide with 10 px of padding.
 */
function track() {
  const el = document.createElement('div')
  place(el, { left: 0, top: 0, width: 1640, height: 800 })
  const intro = document.createElement('section')
  place(intro, { left: 0, top: 0, width: 1000, height: 800 })
  const introPlane = plane()
  place(introPlane, { left: 100, top: 50, width: 400, height: 300 })
  intro.append(introPlane)
  const group = document.createElement('div')
  group.setAttribute(PANEL_GROUP_ATTR, '')
  const groupBox = place(group, { left: 1000, top: 0, width: 640, height: 800 })
  const makeCard = (i: number) => {
    const card = document.createElement('article')
    place(card, { left: 1000 + i * 320, top: 0, width: 320, height: 800 })
    const picture = plane()
    place(picture, { left: 1010 + i * 320, top: 10, width: 300, height: 200 })
    card.append(picture)
    return card
  }
  const cards = [makeCard(0), makeCard(1)] as const
  group.append(...cards)
  el.append(intro, group)
  const scroller = document.createElement('div')
  scroller.append(el)
  return { el, scroller, intro, group, groupBox, cards }
}

const measure = (t: ReturnType<typeof track>) => measureLayout(t.scroller, t.el)

afterEach(() => {
  rememberGroups(false)
  reads = 0
})

describe('readBox', () => {
  it('reads panels and planes relative to the box, leaving unsized planes out', () => {
    const { group, cards } = track()
    const empty = plane()
    cards[1].append(empty)
    const box = readBox(group, group.getBoundingClientRect(), group.children)
    expect(box.panels).toEqual([
      { start: 0, width: 320 },
      { start: 320, width: 320 },
    ])
    expect(box.planes.map(({ x, y, width, height }) => [x, y, width, height])).toEqual([
      [10, 10, 300, 200],
      [330, 10, 300, 200],
    ])
    expect(box.panelEls).toEqual([...cards])
    // Every plane element is kept to tell the same content, the unsized one too.
    expect(box.planeEls).toHaveLength(3)
  })
})

describe('remembered group rects', () => {
  it('are kept only while the virtual track runs', () => {
    const { group } = track()
    groupLaidOut(group)
    expect(rememberedRects(group, group.getBoundingClientRect())).toBeNull()
    rememberGroups(true)
    groupLaidOut(group)
    expect(rememberedRects(group, group.getBoundingClientRect())).not.toBeNull()
    rememberGroups(false)
    expect(rememberedRects(group, group.getBoundingClientRect())).toBeNull()
  })

  it('hold while the group keeps its size and its planes, wherever it moved', () => {
    const { group, groupBox } = track()
    rememberGroups(true)
    groupLaidOut(group)
    groupBox.left = 5000
    expect(rememberedRects(group, group.getBoundingClientRect())?.panels).toHaveLength(2)
    // Resized: read afresh.
    groupBox.width = 700
    expect(rememberedRects(group, group.getBoundingClientRect())).toBeNull()
  })

  it('do not hold once a plane in the group is another element, or after forgetting', () => {
    const { group, cards } = track()
    rememberGroups(true)
    groupLaidOut(group)
    const rect = group.getBoundingClientRect()
    cards[0].firstElementChild?.replaceWith(plane())
    expect(rememberedRects(group, rect)).toBeNull()
    groupLaidOut(group)
    expect(rememberedRects(group, rect)).not.toBeNull()
    forgetGroup(group)
    expect(rememberedRects(group, rect)).toBeNull()
  })
})

describe('measureLayout with remembered groups', () => {
  it('gives the rects of a full read with one read for the group', () => {
    const t = track()
    const fresh = measure(t)
    const freshReads = reads
    rememberGroups(true)
    groupLaidOut(t.group)
    reads = 0
    const known = measure(t)
    // Two cards and their two planes not read: four reads fewer.
    expect(reads).toBe(freshReads - 4)
    expect(known.panels).toEqual(fresh.panels)
    expect(known.planes).toEqual(fresh.planes)
    expect(known.planes.map((p) => p.x)).toEqual([100, 1010, 1330])
  })

  it('places remembered planes where the group is now', () => {
    const t = track()
    rememberGroups(true)
    groupLaidOut(t.group)
    // Everything before the group grew by 200 px: the group and its cards moved along.
    t.groupBox.left = 1200
    const layout = measure(t)
    expect(layout.panels.map((p) => p.start)).toEqual([0, 1200, 1520])
    expect(layout.planes.map((p) => [p.x, p.y])).toEqual([
      [100, 50],
      [1210, 10],
      [1530, 10],
    ])
  })
})

describe('measureLayout on a group’s panels', () => {
  it('records where each card ends, whether its group was read or remembered', () => {
    const t = track()
    const ends = (layout: ReturnType<typeof measure>) =>
      [t.intro, t.group, ...t.cards].map((el) => layout.panelEnds.get(el))
    expect(ends(measure(t))).toEqual([1000, 1640, 1320, 1640])
    rememberGroups(true)
    groupLaidOut(t.group)
    t.groupBox.left = 1200
    expect(ends(measure(t))).toEqual([1000, 1840, 1520, 1840])
  })
})

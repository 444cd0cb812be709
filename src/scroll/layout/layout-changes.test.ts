// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { PANEL_GROUP_ATTR } from '../track-dom.ts'
import { childrenChangeMovesPanels, loadMovesLayout } from './layout-changes.ts'

describe('loadMovesLayout', () => {
  it('says a picture with both width and height attributes keeps its box', () => {
    const img = document.createElement('img')
    img.setAttribute('width', '800')
    img.setAttribute('height', '600')
    expect(loadMovesLayout(img)).toBe(false)
  })

  it('says unsized or half-sized media may move the layout', () => {
    const img = document.createElement('img')
    expect(loadMovesLayout(img)).toBe(true)
    img.setAttribute('width', '800')
    expect(loadMovesLayout(img)).toBe(true)
    expect(loadMovesLayout(document.createElement('video'))).toBe(true)
  })

  it('ignores loads of anything that is not media', () => {
    expect(loadMovesLayout(document.createElement('iframe'))).toBe(false)
    expect(loadMovesLayout(null)).toBe(false)
  })
})

describe('childrenChangeMovesPanels', () => {
  const section = () => document.createElement('section')
  const change = (removed: Node[], before: Node | null, after: Node | null) => ({
    addedNodes: removed.length > 0 ? [] : [section()],
    removedNodes: removed,
    previousSibling: before,
    nextSibling: after,
  })

  it('says panels appended at the end move nothing measured, a <noscript> after them or not', () => {
    const noscript = document.createElement('noscript')
    const track = document.createElement('div')
    const last = section()
    track.append(last, noscript)
    expect(childrenChangeMovesPanels(change([], last, null))).toBe(false)
    expect(childrenChangeMovesPanels(change([], last, noscript))).toBe(false)
    expect(childrenChangeMovesPanels(change([noscript], last, null))).toBe(false)
    const gone = { addedNodes: [], removedNodes: [noscript], previousSibling: last }
    expect(childrenChangeMovesPanels({ ...gone, nextSibling: section() })).toBe(false)
  })

  it('says a removal, or an insertion with a panel after it, moves the panels', () => {
    const track = document.createElement('div')
    const first = section()
    const later = section()
    track.append(first, later)
    expect(childrenChangeMovesPanels(change([], first, later))).toBe(true)
    expect(childrenChangeMovesPanels(change([section()], first, null))).toBe(true)
  })

  it('lets an insertion beyond the view pass, but never a removal', () => {
    const track = document.createElement('div')
    const first = section()
    const footer = document.createElement('footer')
    track.append(first, footer)
    const beyond = (node: Node | null) => node === first
    expect(childrenChangeMovesPanels(change([], first, footer), beyond)).toBe(false)
    expect(childrenChangeMovesPanels(change([], footer, footer), beyond)).toBe(true)
    expect(childrenChangeMovesPanels(change([section()], first, footer), beyond)).toBe(true)
  })
  it('follows a batch appended to a group with what comes after the group', () => {
    const track = document.createElement('div')
    const group = document.createElement('div')
    group.setAttribute(PANEL_GROUP_ATTR, '')
    const card = section()
    const footer = document.createElement('footer')
    group.append(card)
    track.append(group, footer)
    const inGroup = { ...change([], card, null), target: group }
    // The footer after the group moves, unless the batch lands beyond the view.
    expect(childrenChangeMovesPanels(inGroup)).toBe(true)
    expect(childrenChangeMovesPanels(inGroup, (before) => before === card)).toBe(false)
    // At the group's start, it goes in after what is before the group.
    const atStart = { ...change([], null, card), target: group }
    const intro = section()
    const afterIntro = (before: Node | null) => before === intro
    expect(childrenChangeMovesPanels(atStart, afterIntro)).toBe(true)
    track.prepend(intro)
    expect(childrenChangeMovesPanels(atStart, afterIntro)).toBe(false)
    // The last group with nothing after it: appending moves nothing.
    footer.remove()
    expect(childrenChangeMovesPanels(inGroup)).toBe(false)
  })
})

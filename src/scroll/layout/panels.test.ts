// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { PANEL_GROUP_ATTR } from '../track-dom.ts'
import { trackPanels } from './panels.ts'

describe('trackPanels', () => {
  it("lists the track's children, a group's children in the group's place", () => {
    const el = (name: string) => Object.assign(document.createElement('section'), { id: name })
    const root = document.createElement('div')
    const group = document.createElement('div')
    group.setAttribute(PANEL_GROUP_ATTR, '')
    group.append(el('card1'), el('card2'))
    const later = document.createElement('div')
    later.setAttribute(PANEL_GROUP_ATTR, '')
    later.append(el('card3'))
    root.append(el('intro'), group, later, el('footer'))
    expect(trackPanels(root).map((p) => p.id)).toEqual([
      'intro',
      'card1',
      'card2',
      'card3',
      'footer',
    ])
  })
})

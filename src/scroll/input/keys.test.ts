// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { type KeyLike, keyBelongsToTarget, keyToMove } from './keys.ts'

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
})

describe('keyToMove', () => {
  it('moves 0.05 progress with the arrows', () => {
    expect(keyToMove(key('ArrowRight'), 10_000, 1440)).toEqual({ by: 500 })
    expect(keyToMove(key('ArrowDown'), 10_000, 1440)).toEqual({ by: 500 })
    expect(keyToMove(key('ArrowLeft'), 10_000, 1440)).toEqual({ by: -500 })
    expect(keyToMove(key('ArrowUp'), 10_000, 1440)).toEqual({ by: -500 })
  })
  it('pages with Page Up/Down and Space, back with Shift+Space', () => {
    const page = keyToMove(key('PageDown'), 10_000, 1000)
    expect(page).toEqual({ by: 850 })
    expect(keyToMove(key('PageUp'), 10_000, 1000)).toEqual({ by: -850 })
    expect(keyToMove(key(' '), 10_000, 1000)).toEqual({ by: 850 })
    expect(keyToMove(key(' ', { shiftKey: true }), 10_000, 1000)).toEqual({ by: -850 })
  })
  it('goes to the ends with Home and End', () => {
    expect(keyToMove(key('Home'), 10_000, 1440)).toEqual({ to: 0 })
    expect(keyToMove(key('End'), 10_000, 1440)).toEqual({ to: 10_000 })
  })
  it('leaves other keys and modified keys alone', () => {
    expect(keyToMove(key('a'), 10_000, 1440)).toBeNull()
    expect(keyToMove(key('ArrowRight', { altKey: true }), 10_000, 1440)).toBeNull()
    expect(keyToMove(key('End', { ctrlKey: true }), 10_000, 1440)).toBeNull()
  })
})

describe('keyBelongsToTarget', () => {
  it('leaves keys to form fields and editable content', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><select id="s"></select><div id="e" contenteditable="true"><b id="eb">x</b></div><p id="p">x</p>'
    for (const id of ['i', 't', 's', 'e', 'eb']) {
      expect(keyBelongsToTarget('End', document.getElementById(id))).toBe(true)
    }
    expect(keyBelongsToTarget('End', document.getElementById('p'))).toBe(false)
  })
  it('leaves Space to buttons but lets the arrows scroll from them', () => {
    document.body.innerHTML = '<button id="b">x</button><a id="a" href="/x">x</a>'
    expect(keyBelongsToTarget(' ', document.getElementById('b'))).toBe(true)
    expect(keyBelongsToTarget('ArrowRight', document.getElementById('b'))).toBe(false)
    expect(keyBelongsToTarget(' ', document.getElementById('a'))).toBe(false)
  })
})

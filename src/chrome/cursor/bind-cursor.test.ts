// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bindCursor } from './bind-cursor.ts'
import { cursorTransform } from './cursor-logic.ts'

/** A pointer event as the browser gives one (jsdom has no PointerEvent constructor). */
function pointer(type: string, init: { x: number; y: number; target: Element; kind?: string }) {
  const event = new MouseEvent(type, { clientX: init.x, clientY: init.y, bubbles: true })
  Object.defineProperty(event, 'pointerType', { value: init.kind ?? 'mouse' })
  Object.defineProperty(event, 'target', { value: init.target })
  return event as PointerEvent
}

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('bindCursor', () => {
  it('starts where a mouse move seen before the binding left the pointer, grown over a link', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] })
    const el = document.createElement('div')
    const link = document.createElement('a')
    link.href = '/work'
    document.body.append(el, link)
    const stop = bindCursor(el, pointer('pointermove', { x: 300, y: 420, target: link }))
    expect(el.hasAttribute('data-grow')).toBe(true)
    vi.advanceTimersToNextFrame()
    expect(el.style.transform).toBe(cursorTransform(300, 420))
    expect(el.dataset.visible).toBe('')
    stop()
  })

  it('waits for a move when none came first, and ignores touch', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] })
    const el = document.createElement('div')
    document.body.append(el)
    const stop = bindCursor(el, null)
    vi.advanceTimersToNextFrame()
    expect(el.dataset.visible).toBeUndefined()
    document.dispatchEvent(pointer('pointermove', { x: 5, y: 6, target: el, kind: 'touch' }))
    vi.advanceTimersToNextFrame()
    expect(el.dataset.visible).toBeUndefined()
    document.dispatchEvent(pointer('pointermove', { x: 5, y: 6, target: el }))
    vi.advanceTimersToNextFrame()
    expect(el.style.transform).toBe(cursorTransform(5, 6))
    stop()
  })
})

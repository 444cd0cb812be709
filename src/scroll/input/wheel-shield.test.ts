// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWheelShield } from './wheel-shield.ts'

const shieldEl = () => document.querySelector<HTMLElement>('.wheel-shield')

// jsdom has no layout: under every point lies what `under` holds (the shield is lowered
// before its press asks).
let under: Element | null = null
beforeEach(() => {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => under })
})

afterEach(() => {
  under = null
  document.body.innerHTML = ''
})

describe('createWheelShield raised and lowered', () => {
  it('is in the page from the start, hidden from assistive tech and from pointers', () => {
    const shield = createWheelShield(document)
    const el = shieldEl()
    expect(el?.parentElement).toBe(document.body)
    expect(el?.getAttribute('aria-hidden')).toBe('true')
    expect(el?.style.pointerEvents).toBe('none')
    expect(shield.raised).toBe(false)
  })

  it('takes pointers while raised, and gives them back when lowered', () => {
    const shield = createWheelShield(document)
    shield.raise()
    expect(shield.raised).toBe(true)
    expect(shieldEl()?.style.pointerEvents).toBe('auto')
    shield.lower()
    expect(shield.raised).toBe(false)
    expect(shieldEl()?.style.pointerEvents).toBe('none')
  })

  it.each(['pointermove', 'pointerdown'])('lowers itself at once on a %s over it', (type) => {
    const shield = createWheelShield(document)
    shield.raise()
    shieldEl()?.dispatchEvent(new Event(type))
    expect(shield.raised).toBe(false)
    expect(shieldEl()?.style.pointerEvents).toBe('none')
  })

  it('leaves the page when removed', () => {
    createWheelShield(document).remove()
    expect(shieldEl()).toBeNull()
  })
})

describe('createWheelShield under a press', () => {
  it('hands the click of a press on it to the element under the press', () => {
    const shield = createWheelShield(document)
    const link = document.createElement('a')
    link.href = '/work/a'
    document.body.append(link)
    const clicked = vi.fn((e: MouseEvent) => e.preventDefault())
    link.addEventListener('click', clicked)
    shield.raise()
    under = link
    shieldEl()?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: 5 }))
    // The browser's click goes to what the shield and the link share: the body.
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5 }))
    expect(clicked).toHaveBeenCalledTimes(1)
    shield.remove()
  })

  describe('its hold', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('stays up through the pauses of a notched wheel, and lowers a hold after the last raise', () => {
      const shield = createWheelShield(document, 400)
      // Clicks 150 ms apart: each pause is past a gesture's end (input.ts), within the hold.
      for (let click = 0; click < 6; click++) {
        shield.raise()
        vi.advanceTimersByTime(150)
        expect(shield.raised).toBe(true)
      }
      vi.advanceTimersByTime(249)
      expect(shield.raised).toBe(true)
      vi.advanceTimersByTime(1)
      expect(shield.raised).toBe(false)
      expect(shieldEl()?.style.pointerEvents).toBe('none')
      shield.remove()
    })

    it('sets no timer per wheel event: one per hold, and one more for what is left', () => {
      const setTimer = vi.spyOn(globalThis, 'setTimeout')
      const shield = createWheelShield(document, 400)
      // A smooth wheel: an event every 16 ms for about a second.
      for (let i = 0; i < 60; i++) {
        shield.raise()
        vi.advanceTimersByTime(16)
      }
      vi.advanceTimersByTime(400)
      expect(shield.raised).toBe(false)
      // The hold's timer, and at each firing one more for the rest of the hold.
      expect(setTimer.mock.calls.length).toBeLessThanOrEqual(4)
      shield.remove()
    })

    it('is raised again by the next wheel event after it lowered', () => {
      const shield = createWheelShield(document, 400)
      shield.raise()
      shieldEl()?.dispatchEvent(new Event('pointermove'))
      expect(shield.raised).toBe(false)
      shield.raise()
      expect(shield.raised).toBe(true)
      vi.advanceTimersByTime(400)
      expect(shield.raised).toBe(false)
      shield.remove()
    })

    it('sets off no timer once removed', () => {
      const shield = createWheelShield(document, 400)
      shield.raise()
      shield.remove()
      expect(vi.getTimerCount()).toBe(0)
    })
  })
})

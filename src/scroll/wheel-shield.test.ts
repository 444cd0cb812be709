// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createWheelShield } from './wheel-shield.ts'

const shieldEl = () => document.querySelector<HTMLElement>('.wheel-shield')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('createWheelShield', () => {
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

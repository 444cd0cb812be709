import { describe, expect, it } from 'vitest'
import {
  CURSOR_OFFSET,
  cursorTransform,
  INTERACTIVE_SELECTOR,
  isInteractiveTarget,
} from './cursor-logic.ts'

describe('cursorTransform', () => {
  it('places the cursor 12 px right of and below the pointer', () => {
    expect(CURSOR_OFFSET).toBe(12)
    expect(cursorTransform(100, 40)).toBe('translate3d(112px, 52px, 0)')
  })
})

describe('INTERACTIVE_SELECTOR', () => {
  it('covers every element kind the cursor grows over', () => {
    for (const part of [
      'a[href]',
      'button',
      'input',
      'textarea',
      'select',
      'label',
      '.grecaptcha-badge',
      '#grnhse_app',
    ]) {
      expect(INTERACTIVE_SELECTOR.split(', ')).toContain(part)
    }
  })
})

describe('isInteractiveTarget', () => {
  const inside = (match: boolean) => ({ closest: () => (match ? {} : null) })
  it('is true when the target or an ancestor matches', () => {
    expect(isInteractiveTarget(inside(true))).toBe(true)
  })
  it('is false for plain elements, text nodes and nothing', () => {
    expect(isInteractiveTarget(inside(false))).toBe(false)
    expect(isInteractiveTarget({ nodeType: 3 })).toBe(false)
    expect(isInteractiveTarget(null)).toBe(false)
    expect(isInteractiveTarget(undefined)).toBe(false)
  })
})

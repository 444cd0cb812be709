import { describe, expect, it, vi } from 'vitest'
import { FragmentHold } from './fragment-hold.ts'

/** A page whose #fragment target the test puts in place, and the moves asked of the scroll. */
function page() {
  const target = { isConnected: true } as Element
  const found = { now: false }
  const browser = {
    goTo: vi.fn(),
    goToHash: vi.fn(() => (found.now ? target : null)),
  }
  return { target, found, browser }
}

describe('FragmentHold', () => {
  it('looks for a #fragment after each rebuild until it is on the page, then holds it', () => {
    const p = page()
    const hold = new FragmentHold(p.browser, '#team')
    expect(hold.pending).toBe(true)
    hold.afterRebuild()
    expect(hold.pending).toBe(true)
    p.found.now = true
    hold.afterRebuild()
    expect(hold.pending).toBe(false)
    expect(p.browser.goToHash).toHaveBeenCalledTimes(2)
    // Found: later rebuilds put the same element back at the start of the view.
    hold.afterRebuild()
    expect(p.browser.goTo).toHaveBeenCalledWith(p.target, true)
  })

  it('holds nothing without a #fragment, nor once the visitor scrolls', () => {
    const p = page()
    expect(new FragmentHold(p.browser, '').pending).toBe(false)
    expect(new FragmentHold(p.browser, '#').pending).toBe(false)
    p.found.now = true
    const hold = new FragmentHold(p.browser, '#team')
    hold.afterRebuild()
    hold.release()
    hold.afterRebuild()
    expect(p.browser.goTo).not.toHaveBeenCalled()
  })

  it('starts over on a new page, with its own #fragment', () => {
    const p = page()
    p.found.now = true
    const hold = new FragmentHold(p.browser, '#team')
    hold.afterRebuild()
    hold.newPage('')
    hold.afterRebuild()
    expect(p.browser.goTo).not.toHaveBeenCalled()
    hold.newPage('#contact')
    expect(hold.pending).toBe(true)
  })
})

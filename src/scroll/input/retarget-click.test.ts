// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pressRetarget } from './retarget-click.ts'

// jsdom has no layout: the point holds what each test says it does.
function pointHolds(el: () => Element | null) {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: el })
}

/** Two links, the press over the first one's picture, and a spy on the first link. */
function setup() {
  document.body.innerHTML = '<a href="/work/a"><img alt="A"></a><a href="/work/b">B</a>'
  const [a, b] = Array.from(document.querySelectorAll('a'))
  const img = a?.querySelector('img')
  if (!a || !b || !img) throw new Error('fixture')
  pointHolds(() => img)
  const got = vi.fn((e: MouseEvent) => e.preventDefault())
  a.addEventListener('click', got)
  return { b, img, got, retarget: pressRetarget(document) }
}

// The click the browser sends when the press target stepped aside: to the body.
const bodyClick = (init: MouseEventInit = {}) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
  document.body.dispatchEvent(e)
  return e
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('pressRetarget', () => {
  it('sends the click of a press to the element that was under it, keys and all', () => {
    const { img, got, retarget } = setup()
    retarget.press(10, 20)
    const original = bodyClick({ clientX: 10, clientY: 20, ctrlKey: true })
    expect(original.defaultPrevented).toBe(true)
    expect(got).toHaveBeenCalledTimes(1)
    const sent = got.mock.calls[0]?.[0]
    expect(sent?.target).toBe(img)
    expect(sent?.ctrlKey).toBe(true)
    expect(sent?.clientX).toBe(10)
    retarget.remove()
  })

  it('leaves a click whose release is over another element (a drag) where it was', () => {
    const { b, got, retarget } = setup()
    b.addEventListener('click', got)
    retarget.press(10, 20)
    pointHolds(() => b)
    expect(bodyClick().defaultPrevented).toBe(false)
    expect(got).not.toHaveBeenCalled()
    retarget.remove()
  })

  it('sends on only the click of that press: a later press, or a later click, goes as it is', () => {
    const { got, retarget } = setup()
    retarget.press(10, 20)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    bodyClick()
    retarget.press(10, 20)
    bodyClick()
    bodyClick()
    expect(got).toHaveBeenCalledTimes(1)
    retarget.remove()
  })

  it('lets a click that already reached the element go untouched', () => {
    const { img, got, retarget } = setup()
    retarget.press(10, 20)
    img.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(got).toHaveBeenCalledTimes(1)
    retarget.remove()
  })

  it('stops listening when removed', () => {
    const { got, retarget } = setup()
    retarget.press(10, 20)
    retarget.remove()
    bodyClick()
    expect(got).not.toHaveBeenCalled()
  })
})

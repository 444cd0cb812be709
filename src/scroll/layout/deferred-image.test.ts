// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { DEFERRED_SELECTOR, revealAll, revealImage } from './deferred-image.ts'

function waiting(src = '/a.jpg?w=960', srcset = '/a.jpg?w=640 640w, /a.jpg?w=960 960w') {
  const img = document.createElement('img')
  img.dataset.src = src
  if (srcset) img.dataset.srcset = srcset
  return img
}

describe('deferred images', () => {
  it('are found until revealed, and revealed get their srcset and src', () => {
    const root = document.createElement('div')
    const img = waiting()
    root.append(img)
    expect(root.querySelectorAll(DEFERRED_SELECTOR)).toHaveLength(1)
    revealImage(img)
    expect(img.getAttribute('srcset')).toBe('/a.jpg?w=640 640w, /a.jpg?w=960 960w')
    expect(img.getAttribute('src')).toBe('/a.jpg?w=960')
    expect(root.querySelectorAll(DEFERRED_SELECTOR)).toHaveLength(0)
  })

  it('leave a picture that has its source, or has nothing waiting, as it is', () => {
    const loaded = waiting()
    loaded.setAttribute('src', '/b.jpg')
    revealImage(loaded)
    expect(loaded.getAttribute('src')).toBe('/b.jpg')
    expect(loaded.hasAttribute('srcset')).toBe(false)
    const plain = document.createElement('img')
    revealImage(plain)
    expect(plain.hasAttribute('src')).toBe(false)
    const noSet = waiting('/c.jpg', '')
    revealImage(noSet)
    expect(noSet.getAttribute('src')).toBe('/c.jpg')
    expect(noSet.hasAttribute('srcset')).toBe(false)
  })

  it('are all revealed at once when nothing will reveal them one by one', () => {
    const root = document.createElement('div')
    const images = [waiting('/1.jpg'), waiting('/2.jpg'), waiting('/3.jpg')]
    root.append(...images)
    revealAll(root)
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/1.jpg', '/2.jpg', '/3.jpg'])
  })
})

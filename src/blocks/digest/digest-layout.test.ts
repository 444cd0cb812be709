import { describe, expect, it } from 'vitest'
import { imageSizeOf, imagesFirst } from './digest-layout.ts'

describe('imageSizeOf', () => {
  it('reads small, medium, large and defaults to medium', () => {
    expect(imageSizeOf({ imageSize: 'small' })).toBe('small')
    expect(imageSizeOf({ imageSize: 'large' })).toBe('large')
    expect(imageSizeOf({})).toBe('medium')
    expect(imageSizeOf({ imageSize: 'huge' as never })).toBe('medium')
  })
})

describe('imagesFirst', () => {
  it('follows imagePosition, else sits opposite the text', () => {
    expect(imagesFirst({ imagePosition: 'left' })).toBe(true)
    expect(imagesFirst({ imagePosition: 'right', textPosition: 'right' })).toBe(false)
    expect(imagesFirst({ textPosition: 'right' })).toBe(true)
    expect(imagesFirst({ textPosition: 'left' })).toBe(false)
    expect(imagesFirst({})).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { textField } from './text-field.ts'

describe('textField', () => {
  it('keeps trimmed, non-empty strings', () => {
    expect(textField('  makers who make  ')).toBe('makers who make')
  })
  it('gives undefined for blanks and anything that is not a string', () => {
    for (const value of ['', '   ', { _type: 'block' }, ['a'], 0, 1, true, null, undefined]) {
      expect(textField(value), JSON.stringify(value)).toBeUndefined()
    }
  })
})

// @vitest-environment node
import { parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { missingParams } from './groq.ts'

describe('query helpers', () => {
  it('lists $params the query uses but the request lacks', () => {
    const tree = parse('*[_type == $type && slug.current == $slug]', { params: { type: 'x' } })
    expect(missingParams(tree, { type: 'x' })).toEqual(['slug'])
  })
})

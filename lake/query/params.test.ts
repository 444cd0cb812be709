// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paramsFromSearch } from './params.ts'

describe('query helpers', () => {
  it('reads $name=<JSON> search params and refuses bad JSON', () => {
    const search = new URLSearchParams('query=*&$a="x"&$b=[1,2]&perspective=raw')
    expect(paramsFromSearch(search)).toEqual({ a: 'x', b: [1, 2] })
    expect(() => paramsFromSearch(new URLSearchParams('$a=unquoted'))).toThrow()
  })
})

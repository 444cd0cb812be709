// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { coreLists } from '../bench/gpu-core.ts'

describe('coreLists (where the bench puts the GPU process and the renderers)', () => {
  it('gives the GPU process the last core and the renderers the rest', () => {
    expect(coreLists(2)).toEqual({ gpu: '1', renderer: '0', all: '0-1' })
    expect(coreLists(8)).toEqual({ gpu: '7', renderer: '0-6', all: '0-7' })
  })

  it('has no layout to make on one core', () => {
    expect(coreLists(1)).toBeNull()
  })
})

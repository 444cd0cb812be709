// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STAGE_CONTEXT, takeProbedCanvas, webglAvailable } from './webgl-support.ts'

type GetContext = (this: HTMLCanvasElement, type: string, attrs?: unknown) => unknown

function stubContext(make: GetContext) {
  const calls: { canvas: HTMLCanvasElement; type: string; attrs: unknown }[] = []
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
    type: string,
    attrs?: unknown,
  ) {
    calls.push({ canvas: this, type, attrs })
    return make.call(this, type, attrs) as never
  })
  return calls
}

afterEach(() => {
  takeProbedCanvas()
  vi.restoreAllMocks()
})

describe('webglAvailable', () => {
  it('keeps the context it made, with the stage’s attributes, and hands it over once', () => {
    const calls = stubContext(() => ({ isContextLost: () => false }))
    expect(webglAvailable()).toBe(true)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.type).toBe('webgl2')
    expect(calls[0]?.attrs).toEqual(STAGE_CONTEXT)
    const canvas = takeProbedCanvas()
    expect(canvas).toBe(calls[0]?.canvas)
    expect(takeProbedCanvas()).toBeNull()
  })

  it('makes its context on a canvas already at the stage’s size, so the buffer is made once', () => {
    const sizes: number[][] = []
    stubContext(function (this: HTMLCanvasElement) {
      sizes.push([this.width, this.height])
      return { isContextLost: () => false }
    })
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1440)
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(900)
    vi.stubGlobal('devicePixelRatio', 2)
    webglAvailable()
    vi.unstubAllGlobals()
    expect(sizes).toEqual([[2880, 1800]])
  })

  it('asking twice before the stage takes it makes no second context', () => {
    const calls = stubContext(() => ({ isContextLost: () => false }))
    webglAvailable()
    webglAvailable()
    expect(new Set(calls.map((c) => c.canvas)).size).toBe(1)
  })

  it('says no, and keeps nothing, without WebGL 2 or with a lost context', () => {
    stubContext(() => null)
    expect(webglAvailable()).toBe(false)
    expect(takeProbedCanvas()).toBeNull()
    vi.restoreAllMocks()
    stubContext(() => ({ isContextLost: () => true }))
    expect(webglAvailable()).toBe(false)
    expect(takeProbedCanvas()).toBeNull()
  })
})

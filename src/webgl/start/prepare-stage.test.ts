// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GL_SETTING } from './gl-choice.ts'
import type { WarmReport } from './gpu-warm.ts'
import { prepareStage } from './prepare-stage.ts'

const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)'
const GPU = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)'

const warm = vi.hoisted(() => ({ report: null as WarmReport | null }))
const probe = vi.hoisted(() => ({ made: 0, dropped: 0, renderer: '' }))

vi.mock('./gpu-warm.ts', () => ({ warmGpu: async () => warm.report }))
vi.mock('./stage-context.ts', () => ({ readyForStage: async () => {} }))
vi.mock('./webgl-support.ts', () => ({
  webglAvailable: () => {
    probe.made++
    return true
  },
  probedContext: () => ({
    RENDERER: 0x1f01,
    getParameter: () => probe.renderer,
    getExtension: () => null,
  }),
  dropProbe: () => {
    probe.dropped++
  },
}))

let logs: string[] = []

beforeEach(() => {
  warm.report = null
  Object.assign(probe, { made: 0, dropped: 0, renderer: '' })
  logs = []
  vi.spyOn(console, 'info').mockImplementation((line: string) => {
    logs.push(line)
  })
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function prepare(): Promise<{ withGl: boolean; preloaded: boolean }> {
  let preloaded = false
  const withGl = await prepareStage(
    () => true,
    () => {
      preloaded = true
    },
  )
  return { withGl, preloaded }
}

describe('prepareStage', () => {
  it('keeps a software renderer on the DOM images: no page context, no chunk, one log line', async () => {
    warm.report = { renderer: SWIFTSHADER, caveat: false }
    expect(await prepare()).toEqual({ withGl: false, preloaded: false })
    expect(probe.made).toBe(0)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toContain('SwiftShader')
    // Once a page load, however often the desktop switch asks again.
    await prepare()
    expect(logs).toHaveLength(1)
  })

  it('keeps the DOM images where the browser reports a major performance caveat', async () => {
    warm.report = { renderer: null, caveat: true }
    expect(await prepare()).toEqual({ withGl: false, preloaded: false })
    expect(probe.made).toBe(0)
  })

  it('starts the canvas on a GPU, loading its chunk', async () => {
    warm.report = { renderer: GPU, caveat: false }
    expect(await prepare()).toEqual({ withGl: true, preloaded: true })
    expect(probe.made).toBe(1)
  })

  it('reads the renderer from its own context where the warm-up told nothing, and drops it', async () => {
    probe.renderer = 'llvmpipe (LLVM 15.0.6, 256 bits)'
    expect(await prepare()).toEqual({ withGl: false, preloaded: false })
    expect(probe.dropped).toBe(1)
    probe.renderer = GPU
    warm.report = { renderer: null, caveat: false }
    expect(await prepare()).toEqual({ withGl: true, preloaded: true })
  })

  it('keeps the canvas on a software renderer with ?gl=force, and on the pages after it', async () => {
    warm.report = { renderer: SWIFTSHADER, caveat: true }
    history.replaceState(null, '', '/?gl=force')
    expect(await prepare()).toEqual({ withGl: true, preloaded: true })
    history.replaceState(null, '', '/work')
    expect(sessionStorage.getItem(GL_SETTING)).toBe('force')
    expect(await prepare()).toEqual({ withGl: true, preloaded: true })
  })

  it('stays on the DOM images after a step aside, and with ?nogl, whatever the renderer', async () => {
    warm.report = { renderer: GPU, caveat: false }
    sessionStorage.setItem(GL_SETTING, 'aside')
    expect(await prepare()).toEqual({ withGl: false, preloaded: false })
    sessionStorage.clear()
    history.replaceState(null, '', '/?nogl')
    expect(await prepare()).toEqual({ withGl: false, preloaded: false })
    expect(probe.made).toBe(0)
  })
})

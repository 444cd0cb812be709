import { describe, expect, it } from 'vitest'
import { isSoftwareRenderer, readRenderer, softwareReason } from './renderer.ts'

describe('isSoftwareRenderer', () => {
  it('knows the software renderers by the names browsers report, ANGLE-wrapped or not', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (LLVM 10.0.0) (0x0000C0DE)), SwiftShader driver-5.0.0)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Mesa, llvmpipe (LLVM 15.0.6, 256 bits), OpenGL 4.5 (Core Profile) Mesa 22.3.6)',
      'Gallium 0.4 on softpipe',
      'ANGLE (Mesa, lavapipe (LLVM 15.0.7, 256 bits), Vulkan 1.3.230)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
      'GDI Generic',
      'Apple Software Renderer',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true)
    }
  })

  it('leaves GPUs, virtual GPUs backed by one, and masked or empty names to the canvas', () => {
    for (const name of [
      'ANGLE (Intel, Intel(R) UHD Graphics 620 (0x00005917) Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002504) Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)',
      'ANGLE (AMD, AMD Radeon Pro 5500M OpenGL Engine, OpenGL 4.1)',
      'ANGLE (Intel, Mesa Intel(R) Xe Graphics (TGL GT2), OpenGL 4.6)',
      'Mesa Intel(R) UHD Graphics 620 (KBL GT2)',
      'ANGLE (VMware, Inc., SVGA3D; build: RELEASE; LLVM;, OpenGL 4.1)',
      'Adreno (TM) 650',
      'Mali-G78',
      'Apple GPU',
      'WebKit WebGL',
      '',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false)
    }
  })
})

/** A context that answers RENDERER with `plain` and, through the debug extension, `unmasked`. */
function context(plain: string, unmasked: string | null) {
  const asked: string[] = []
  const gl = {
    RENDERER: 0x1f01,
    getParameter(pname: number) {
      asked.push(pname === 0x1f01 ? 'RENDERER' : 'UNMASKED')
      return pname === 0x1f01 ? plain : unmasked
    },
    getExtension(name: string) {
      asked.push(name)
      return unmasked === null ? null : { UNMASKED_RENDERER_WEBGL: 0x9246 }
    },
  }
  return { gl: gl as unknown as WebGL2RenderingContext, asked }
}

describe('readRenderer', () => {
  it('asks the debug extension only where RENDERER is masked', () => {
    const masked = context('WebKit WebGL', 'ANGLE (Google, Vulkan 1.3.0, SwiftShader driver)')
    expect(readRenderer(masked.gl)).toBe('ANGLE (Google, Vulkan 1.3.0, SwiftShader driver)')
    expect(masked.asked).toEqual(['RENDERER', 'WEBGL_debug_renderer_info', 'UNMASKED'])
    const plain = context('llvmpipe, or similar', 'unused')
    expect(readRenderer(plain.gl)).toBe('llvmpipe, or similar')
    expect(plain.asked).toEqual(['RENDERER'])
  })

  it('is null where neither tells', () => {
    expect(readRenderer(context('WebKit WebGL', null).gl)).toBeNull()
  })
})

describe('softwareReason', () => {
  it('names the software renderer, or the caveat, and nothing for a GPU', () => {
    const swift = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'
    expect(softwareReason({ renderer: swift, caveat: false })).toBe(`software renderer (${swift})`)
    expect(softwareReason({ renderer: null, caveat: true })).toMatch(/performance caveat/)
    expect(softwareReason({ renderer: 'Apple GPU', caveat: true })).toMatch(/performance caveat/)
    expect(softwareReason({ renderer: 'ANGLE (Apple, Apple M1)', caveat: false })).toBeNull()
    expect(softwareReason({ renderer: null, caveat: false })).toBeNull()
  })
})

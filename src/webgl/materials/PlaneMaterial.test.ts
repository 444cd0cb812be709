import { describe, expect, it } from 'vitest'
import { PlaneMaterial, solidMaterial } from './PlaneMaterial.ts'

describe('solidMaterial', () => {
  it('draws its colour as given, opaque, with no texture', () => {
    const material = solidMaterial([17 / 255, 0.5, 1])
    expect(material.uniforms.uSolid.value).toBe(1)
    expect(material.uniforms.uColor.value.toArray()).toEqual([17 / 255, 0.5, 1])
    expect(material.uniforms.uMap.value).toBeNull()
  })

  it('is the image planes’ program and draw state, so no draw meets a new one', () => {
    const solid = solidMaterial([0, 0, 0])
    const image = new PlaneMaterial()
    expect(image.uniforms.uSolid.value).toBe(0)
    for (const key of [
      'vertexShader',
      'fragmentShader',
      'transparent',
      'blending',
      'depthTest',
      'depthWrite',
      'side',
    ] as const) {
      expect(solid[key], key).toBe(image[key])
    }
    expect(solid.customProgramCacheKey()).toBe(image.customProgramCacheKey())
  })

  it('gives each backdrop its own colour', () => {
    const a = solidMaterial([1, 0, 0])
    const b = solidMaterial([0, 0, 1])
    expect(a.uniforms.uColor.value).not.toBe(b.uniforms.uColor.value)
    expect(a.uniforms.uColor.value.x).toBe(1)
    expect(b.uniforms.uColor.value.x).toBe(0)
  })
})

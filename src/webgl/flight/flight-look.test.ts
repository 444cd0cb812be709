import { Texture } from 'three'
import { describe, expect, it } from 'vitest'
import { PlaneMaterial } from '../materials/PlaneMaterial.ts'
import { applyFlightFade, clearFlightFade } from './flight-look.ts'

describe('applyFlightFade', () => {
  it('leaves every plane with no fade and nothing to read, as made', () => {
    const u = new PlaneMaterial().uniforms
    expect(u.uFade.value).toBe(0)
    expect(u.uMapTo.value).toBeNull()
  })

  it('borrows the hero’s texture and fits it by its own size', () => {
    const material = new PlaneMaterial()
    const hero = { texture: new Texture(), width: 1600, height: 900 }
    const size = material.uniforms.uToSize.value
    applyFlightFade(material.uniforms, 0.4, hero)
    expect(material.uniforms.uMapTo.value).toBe(hero.texture)
    expect(material.uniforms.uFade.value).toBe(0.4)
    expect(material.uniforms.uToSize.value.toArray()).toEqual([1600, 900])
    // Written in place: a frame makes no new vector.
    expect(material.uniforms.uToSize.value).toBe(size)
  })

  it('keeps the card’s own picture while the hero’s texture is not there', () => {
    const u = new PlaneMaterial().uniforms
    applyFlightFade(u, 0.7, null)
    expect(u.uFade.value).toBe(0)
    expect(u.uMapTo.value).toBeNull()
  })

  it('clears back to an ordinary plane after the handover', () => {
    const u = new PlaneMaterial().uniforms
    applyFlightFade(u, 1, { texture: new Texture(), width: 2, height: 2 })
    clearFlightFade(u)
    expect(u.uFade.value).toBe(0)
    expect(u.uMapTo.value).toBeNull()
  })
})

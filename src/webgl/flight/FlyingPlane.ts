import { Mesh, PlaneGeometry } from 'three'
import { PlaneMaterial } from '../materials/PlaneMaterial.ts'
import { type PixelGrid, placeOnRect } from '../planes/plane-math.ts'
import type { LoadedTexture } from '../textures/load-texture.ts'
import type { Rect } from './flight.ts'
import { applyFlightFade, clearFlightFade } from './flight-look.ts'

/** Above every plane (they draw in DOM order from 0) and backdrop. */
const FLIGHT_ORDER = 1_000_000

/**
 * The one flying plane between pages: a mesh with its own material and unit quad, made with the
 * stage and kept for every flight, in the scene but hidden at rest. It owns the picture it was
 * handed at takeoff (a card's texture, already on the GPU) and releases it when it lands; the
 * destination's texture is only borrowed for the cross-fade.
 */
export class FlyingPlane {
  readonly mesh: Mesh<PlaneGeometry, PlaneMaterial>
  private picture: LoadedTexture | null = null
  private contain = false
  /** The flight's rect as placeOnRect reads it: one record, written in place each frame. */
  private readonly screen = { screenLeft: 0, screenTop: 0, width: 0, height: 0 }

  constructor() {
    this.mesh = new Mesh(new PlaneGeometry(1, 1), new PlaneMaterial())
    this.mesh.visible = false
    this.mesh.frustumCulled = false
    this.mesh.renderOrder = FLIGHT_ORDER
  }

  /** Whether it shows a picture this frame. */
  get shown(): boolean {
    return this.mesh.visible
  }

  /** Takes over `picture` (its owner from now), drawn like its DOM image (`contain` or cover). */
  take(picture: LoadedTexture, contain: boolean): void {
    this.land()
    this.picture = picture
    this.contain = contain
  }

  /**
   * Draws its picture on `rect` this frame, cross-faded by `fade` into `to` (the destination's
   * texture, null until it is on the GPU). No allocation.
   */
  draw(rect: Readonly<Rect>, grid: PixelGrid, fade: number, to: LoadedTexture | null): void {
    const picture = this.picture
    if (!picture) return
    const screen = this.screen
    screen.screenLeft = rect.left
    screen.screenTop = rect.top
    screen.width = rect.width
    screen.height = rect.height
    placeOnRect(this.mesh, screen, grid)
    const u = this.mesh.material.uniforms
    u.uMap.value = picture.texture
    u.uSizes.value.set(rect.width, rect.height, picture.width || 1, picture.height || 1)
    u.uContain.value = this.contain ? 1 : 0
    applyFlightFade(u, fade, to)
    this.mesh.visible = true
  }

  /** Hidden, and its picture released: the flight handed over or was dropped. */
  land(): void {
    this.mesh.visible = false
    const u = this.mesh.material.uniforms
    clearFlightFade(u)
    u.uMap.value = null
    this.picture?.release()
    this.picture = null
  }

  dispose(): void {
    this.land()
    this.mesh.removeFromParent()
    this.mesh.geometry.dispose()
    this.mesh.material.dispose()
  }
}

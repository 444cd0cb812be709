import { Mesh, type PlaneGeometry } from 'three'
import { PlaneMaterial } from '../materials/PlaneMaterial.ts'
import type { LoadedTexture } from '../textures/load-texture.ts'
import type { PlaneFrame } from './plane-frame.ts'
import { PlaneHover, type PointerTarget } from './plane-hover.ts'
import { placeOnRect } from './plane-math.ts'
import type { FrameLook } from './plane-motion.ts'

/** What one plane shows in a frame: where it is, how it fits, how far it is revealed. */
export interface PlaneLook extends PointerTarget {
  /** The DOM image is `object-fit: contain`. */
  readonly contain: boolean
  /** 0..1. */
  readonly reveal: number
}

/**
 * What a plane draws with: its mesh, its own material, and the hover over its element.
 * Made when its texture is first asked for and freed with it; the geometry is shared.
 */
export class PlaneDrawing {
  readonly mesh: Mesh<PlaneGeometry, PlaneMaterial>
  readonly hover: PlaneHover

  constructor(
    geometry: PlaneGeometry,
    order: number,
    hoverEl: Element,
    look: PlaneLook,
    onChange: () => void,
    /** Called by three.js after each draw of the mesh. */
    onDrawn: () => void,
  ) {
    this.mesh = new Mesh(geometry, new PlaneMaterial())
    this.mesh.visible = false
    // Drawn ahead of view too, so the DOM image can hide before the plane slides in.
    this.mesh.frustumCulled = false
    this.mesh.renderOrder = order
    this.mesh.onAfterRender = onDrawn
    this.hover = new PlaneHover(hoverEl, look, onChange)
  }

  /**
   * Places the mesh on its rect and writes every uniform it draws with: the one place a
   * plane's uniforms are written. No allocation; an unchanged value uploads nothing.
   */
  apply(look: PlaneLook, texture: LoadedTexture, frame: PlaneFrame, shared: FrameLook): void {
    const { width, height } = look
    placeOnRect(this.mesh, look, frame)
    const u = this.mesh.material.uniforms
    u.uMap.value = texture.texture
    u.uSizes.value.set(width, height, texture.width || 1, texture.height || 1)
    u.uContain.value = look.contain ? 1 : 0
    u.uPointer.value.set(this.hover.u, this.hover.v)
    u.uReveal.value = look.reveal
    u.uHover.value = this.hover.value
    u.uVelocity.value = shared.bend
    u.uMotion.value = shared.motion
    u.uTime.value = shared.seconds
  }

  dispose(): void {
    this.mesh.removeFromParent()
    this.mesh.material.dispose()
    this.hover.dispose()
  }
}

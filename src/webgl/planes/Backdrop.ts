import { Mesh, type PlaneGeometry } from 'three'
import { type PlaneMaterial, solidMaterial } from '../materials/PlaneMaterial.ts'

/**
 * One section's solid background, drawn in the canvas behind its planes (the section would
 * hide them otherwise); once drawn, the element's own turns transparent. It owns its
 * material; the geometry is the BackdropSet's.
 */
export class Backdrop {
  readonly mesh: Mesh<PlaneGeometry, PlaneMaterial>
  x = 0
  y = 0
  width = 0
  height = 0
  /** Where it was placed last frame, viewport px. */
  screenLeft = 0
  screenTop = 0
  drewFrame = -1
  hidden = false

  constructor(
    readonly el: HTMLElement,
    /** The element's own background colour, 0–1 sRGB channels. */
    readonly color: [number, number, number],
    geometry: PlaneGeometry,
    /** The frames rendered so far (PlaneSet). */
    rendered: { readonly count: number },
  ) {
    // The plane program drawing the colour as it is (the canvas is `linear`, no tone
    // mapping): the channels reach the screen as the DOM painted them.
    this.mesh = new Mesh(geometry, solidMaterial(color))
    this.mesh.visible = false
    this.mesh.frustumCulled = false
    this.mesh.onAfterRender = () => {
      this.drewFrame = rendered.count
    }
  }

  hideDom(): void {
    if (this.hidden) return
    this.hidden = true
    // Inline, so it wins over whichever rule gave the section its colour.
    this.el.style.backgroundColor = 'transparent'
  }

  showDom(): void {
    if (!this.hidden) return
    this.hidden = false
    this.el.style.backgroundColor = ''
  }

  dispose(): void {
    this.showDom()
    this.mesh.material.dispose()
    this.mesh.removeFromParent()
  }
}

import { ShaderMaterial, type Texture, Vector2, Vector3, Vector4 } from 'three'
import coverChunk from '../../../shaders/chunks/cover.glsl?raw'
import fragmentShader from '../../../shaders/plane.frag?raw'
import vertexShader from '../../../shaders/plane.vert?raw'
import { BEND_SHIFT } from './bend.ts'

/**
 * The plane shader's uniforms, declared once here: plane.frag reads them by these names, and
 * a plane's are written in one place, PlaneDrawing.apply (planes/plane-drawing.ts).
 */
export interface PlaneUniforms {
  [name: string]: { value: unknown }
  /** The image or video; null until its texture is uploaded (the mesh is hidden till then). */
  uMap: { value: Texture | null }
  /**
   * xy: the DOM rect, CSS px; zw: the texture's own size, for object-fit. One uniform:
   * three.js uploads a uniform again at each draw whose value differs from the draw
   * before (the planes share one program), so two sizes were two calls a plane a frame.
   */
  uSizes: { value: Vector4 }
  /** Damped scroll speed, -1..1 (default 0). */
  uVelocity: { value: number }
  /** Hover, eased 0..1 (default 0). */
  uHover: { value: number }
  /** Pointer in plane UV, y up (default centre). */
  uPointer: { value: Vector2 }
  /** Reveal progress, 0..1 (default 1: fully shown). */
  uReveal: { value: number }
  /** 1, or 0 under reduced motion: every motion term is multiplied by it. */
  uMotion: { value: number }
  /** Seconds, for the hover ripple. */
  uTime: { value: number }
  /** 1 when the DOM image is `object-fit: contain`, 0 for cover (default 0). */
  uContain: { value: number }
  /** 1 for a solid backdrop: `uColor`, opaque, and no texture read (default 0). */
  uSolid: { value: number }
  /** A backdrop's colour, 0–1 channels reaching the screen as they are. */
  uColor: { value: Vector3 }
  /**
   * A flight between pages (webgl/flight/): the destination's picture, cross-faded in by
   * `uFade` (0, the default: never read), fitted by its own size `uToSize` (texels).
   */
  uMapTo: { value: Texture | null }
  uFade: { value: number }
  uToSize: { value: Vector2 }
}

function createUniforms(): PlaneUniforms {
  return {
    uMap: { value: null },
    uSizes: { value: new Vector4(1, 1, 1, 1) },
    uVelocity: { value: 0 },
    uHover: { value: 0 },
    uPointer: { value: new Vector2(0.5, 0.5) },
    uReveal: { value: 1 },
    uMotion: { value: 1 },
    uTime: { value: 0 },
    uContain: { value: 0 },
    uSolid: { value: 0 },
    uColor: { value: new Vector3() },
    uMapTo: { value: null },
    uFade: { value: 0 },
    uToSize: { value: new Vector2(1, 1) },
  }
}

const FRAGMENT = fragmentShader.replace('#include <cover>', coverChunk)

/**
 * One plane's material: its own uniforms over the one program three.js shares. Backdrops use
 * it too (`solidMaterial`), so no draw meets a new program or blend state in the middle of a
 * scroll, where a software GL stalls a frame on it (see docs/performance.md, 'Shader programs').
 */
export class PlaneMaterial extends ShaderMaterial {
  declare uniforms: PlaneUniforms

  constructor() {
    super({
      uniforms: createUniforms(),
      vertexShader,
      fragmentShader: FRAGMENT,
      // The one number the shader shares with the frame's arithmetic (bend.ts).
      defines: { BEND_SHIFT: BEND_SHIFT.toFixed(4) },
      // On, though the context has no depth buffer (STAGE_CONTEXT): three.js turns both on
      // after every render, so a material with them off would turn them off every frame.
      depthTest: true,
      depthWrite: true,
      // Blended in DOM order on a flat stage: a logo's transparency shows what is behind it.
      transparent: true,
    })
  }
}

/** A backdrop's material: the plane program drawing one opaque colour (0–1 channels). */
export function solidMaterial(color: readonly [number, number, number]): PlaneMaterial {
  const material = new PlaneMaterial()
  material.uniforms.uSolid.value = 1
  material.uniforms.uColor.value.set(color[0], color[1], color[2])
  return material
}

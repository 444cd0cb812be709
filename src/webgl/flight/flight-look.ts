import type { PlaneUniforms } from '../materials/PlaneMaterial.ts'
import type { LoadedTexture } from '../textures/load-texture.ts'

/**
 * Writes a flight's cross-fade into the flying plane's uniforms, after PlaneDrawing.apply has
 * written the rest: the destination's texture (owned by the hero's plane, only borrowed here)
 * and how far the fade is. Without a destination texture the fade stays 0. No allocation.
 */
export function applyFlightFade(
  u: PlaneUniforms,
  fade: number,
  to: Pick<LoadedTexture, 'texture' | 'width' | 'height'> | null,
): void {
  u.uMapTo.value = to?.texture ?? null
  u.uFade.value = to ? fade : 0
  u.uToSize.value.set(to?.width || 1, to?.height || 1)
}

/** The flying plane back to an ordinary one (the flight handed over or was dropped). */
export function clearFlightFade(u: PlaneUniforms): void {
  u.uMapTo.value = null
  u.uFade.value = 0
}

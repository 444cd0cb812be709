import { type Camera, Group, Mesh, PlaneGeometry, type Scene, type WebGLRenderer } from 'three'
import { createBackdropMaterial } from '../planes/Backdrop.ts'
import { PlaneMaterial } from './PlaneMaterial.ts'

export interface WarmUp {
  /** Settles once both programs are linked (the first frame drawing planes waits for it). */
  ready: Promise<void>
  /** The warm-up materials hold the programs' use counts until the stage goes. */
  dispose(): void
}

/**
 * Compiles the two programs the stage draws with (image planes, section backdrops) as
 * soon as the renderer exists, before any plane is needed: `compileAsync` polls the
 * link status with KHR_parallel_shader_compile where the driver has it, so the main
 * thread does not wait for the driver. The materials stay alive until `dispose()`:
 * three.js deletes a program when its last material is disposed.
 */
export function warmUpPrograms(gl: WebGLRenderer, camera: Camera, scene: Scene): WarmUp {
  const geometry = new PlaneGeometry(1, 1)
  const plane = new PlaneMaterial()
  const backdrop = createBackdropMaterial([0, 0, 0])
  const group = new Group()
  group.add(new Mesh(geometry, plane), new Mesh(geometry, backdrop))
  const ready = gl.compileAsync(group, camera, scene).then(
    () => undefined,
    // A failed compile shows at the first render (and the stage falls back there).
    () => undefined,
  )
  return {
    ready,
    dispose() {
      plane.dispose()
      backdrop.dispose()
      geometry.dispose()
    },
  }
}

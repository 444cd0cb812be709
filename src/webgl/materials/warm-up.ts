import { type Camera, Group, Mesh, PlaneGeometry, type Scene, type WebGLRenderer } from 'three'
import { createBackdropMaterial } from '../planes/Backdrop.ts'
import { PlaneMaterial } from './PlaneMaterial.ts'

export interface WarmUp {
  /**
   * Settles once every program is linked and has been used once: true when all can
   * draw, false when the driver refused one (the first frame drawing planes waits for it).
   */
  ready: Promise<boolean>
  /** The warm-up materials hold the programs' use counts until the stage goes. */
  dispose(): void
}

/**
 * Compiles the three programs the stage draws with (image planes, blended and opaque;
 * section backdrops) as soon as the renderer exists, before any plane is needed:
 * `compileAsync` polls the link status with KHR_parallel_shader_compile where the driver
 * has it, so the main thread does not wait for the driver. Then one draw of each, at
 * zero size, makes each program's first use here: three.js reads its link status, logs
 * and uniforms there, and each read waits for the GPU to finish all it was given. Left to
 * the first frame that shows a section's backdrop, that wait landed in the middle of a
 * scroll (40–60 ms on home's wheel). The materials stay alive until `dispose()`: three.js deletes a program
 * when its last material is disposed.
 */
export function warmUpPrograms(gl: WebGLRenderer, camera: Camera, scene: Scene): WarmUp {
  const geometry = new PlaneGeometry(1, 1)
  const plane = new PlaneMaterial()
  const opaquePlane = new PlaneMaterial()
  opaquePlane.setOpaque(true)
  const backdrop = createBackdropMaterial([0, 0, 0])
  const materials = [plane, opaquePlane, backdrop]
  const group = new Group()
  for (const material of materials) {
    const mesh = new Mesh(geometry, material)
    mesh.scale.setScalar(0)
    mesh.frustumCulled = false
    group.add(mesh)
  }
  let disposed = false
  const ready = gl.compileAsync(group, camera, scene).then(
    () => {
      if (disposed) return false
      // Nothing shows: the canvas is cleared and the meshes have no area.
      gl.render(group, camera)
      // three.js's own check of each program at its first use (`diagnostics`, not in its
      // types): a program the driver would not link is not runnable.
      const programs = (gl.info.programs ?? []) as { diagnostics?: { runnable: boolean } }[]
      return programs.every((p) => p.diagnostics?.runnable !== false)
    },
    () => false,
  )
  return {
    ready,
    dispose() {
      disposed = true
      for (const material of materials) material.dispose()
      geometry.dispose()
    },
  }
}

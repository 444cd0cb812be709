import { type Camera, Group, Mesh, PlaneGeometry, type Scene, type WebGLRenderer } from 'three'
import { createBackdropMaterial } from '../planes/Backdrop.ts'
import { PlaneMaterial } from './PlaneMaterial.ts'

export interface WarmUp {
  /** Settles once every program is compiled (the first frame drawing planes waits for it). */
  compiled: Promise<void>
  /** Every program three.js has checked so far can draw (a refused link cannot). */
  runnable(): boolean
  /** The materials hold the programs' use counts until the stage goes. */
  dispose(): void
}

/**
 * The two programs the stage draws with (image planes, section backdrops), compiled as
 * soon as the renderer exists, before any plane is needed: `compileAsync` polls the link
 * status with KHR_parallel_shader_compile where the driver has it, so the main thread
 * does not wait for the driver. The materials stay alive until `dispose()`: three.js
 * deletes a program when its last material is disposed.
 *
 * three.js checks each program at its first use, in the first frame that draws with it,
 * and those reads wait for the GPU to finish all it was given. On SwiftShader a
 * backdrop's first use in a scroll is one 40–60 ms frame; made elsewhere (at boot, in
 * the first frame, in an idle period after the first view) it cost as much, and
 * Lighthouse's desktop score 3–15 points. On a GPU it is a millisecond: it stays where
 * three.js puts it.
 */
export function warmUpPrograms(gl: WebGLRenderer, camera: Camera, scene: Scene): WarmUp {
  const geometry = new PlaneGeometry(1, 1)
  const materials = [new PlaneMaterial(), createBackdropMaterial([0, 0, 0])]
  const group = new Group()
  for (const material of materials) group.add(new Mesh(geometry, material))
  const compiled = gl.compileAsync(group, camera, scene).then(
    () => undefined,
    // A failed compile shows at the first use (runnable() says so).
    () => undefined,
  )
  return {
    compiled,
    // three.js's own check of each program at its first use (`diagnostics`, not in its
    // types): a program the driver would not link is not runnable. Per frame: no allocation.
    runnable() {
      const list = (gl.info.programs ?? []) as { diagnostics?: { runnable: boolean } }[]
      for (let i = 0; i < list.length; i++)
        if (list[i]?.diagnostics?.runnable === false) return false
      return true
    },
    dispose() {
      for (const material of materials) material.dispose()
      geometry.dispose()
    },
  }
}

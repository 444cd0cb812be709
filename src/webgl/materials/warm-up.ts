import { type Camera, Mesh, PlaneGeometry, type Scene, type WebGLRenderer } from 'three'
import { PlaneMaterial } from './PlaneMaterial.ts'

export interface WarmUp {
  /** Settles once the program is compiled (the first frame drawing planes waits for it). */
  compiled: Promise<void>
  /** Every program three.js has checked so far can draw (a refused link cannot). */
  runnable(): boolean
  /** The material holds the program's use count until the stage goes. */
  dispose(): void
}

/**
 * The one program the stage draws with (image planes and section backdrops alike),
 * compiled as soon as the renderer exists, before any plane is needed: `compileAsync`
 * polls the link status with KHR_parallel_shader_compile where the driver has it, so the
 * main thread does not wait for the driver. The material stays alive until `dispose()`:
 * three.js deletes a program when its last material is disposed.
 *
 * three.js checks a program at its first use, in the first frame that draws with it, and
 * those reads wait for the GPU to finish all it was given. With one program that is the
 * first frame only: when backdrops had a program of their own, its first use in a scroll
 * was one 40–60 ms frame on SwiftShader, and moved elsewhere (at boot, in an idle period)
 * it cost as much and Lighthouse's desktop score 3–15 points.
 */
export function warmUpPrograms(gl: WebGLRenderer, camera: Camera, scene: Scene): WarmUp {
  const geometry = new PlaneGeometry(1, 1)
  const material = new PlaneMaterial()
  const compiled = gl.compileAsync(new Mesh(geometry, material), camera, scene).then(
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
      material.dispose()
      geometry.dispose()
    },
  }
}

import { warmGpu } from './gpu-warm.ts'
import { readyForStage } from './stage-context.ts'
import { glRefused, probedContext, webglAvailable } from './webgl-support.ts'

/**
 * Whether the WebGL stage can run, with its context made and readied on the way: the
 * GPU side warmed from a worker, the probe's context made at the stage's size, then its
 * extensions enabled one per task (stage-context.ts). `preload` starts the stage's chunk
 * as soon as the context exists, so it loads while the extensions go on. Each step waits
 * on the browser's GPU process; in separate tasks, none of them holds the page long.
 */
export async function prepareStage(
  stillWanted: () => boolean,
  preload: () => unknown,
): Promise<boolean> {
  if (glRefused()) return false
  await warmGpu()
  if (!stillWanted() || !webglAvailable()) return false
  preload()
  const gl = probedContext()
  if (gl) await readyForStage(gl, stillWanted)
  return stillWanted()
}

import { glMode, logStageDecision } from './gl-choice.ts'
import { warmGpu } from './gpu-warm.ts'
import { readRenderer, softwareReason } from './renderer.ts'
import { readyForStage } from './stage-context.ts'
import { dropProbe, probedContext, webglAvailable } from './webgl-support.ts'

/**
 * Whether the WebGL stage should run, with its context made and readied on the way: the
 * GPU side warmed from a worker, the probe's context made at the stage's size, then its
 * extensions enabled one per task (stage-context.ts). `preload` starts the stage's chunk
 * as soon as the context exists, so it loads while the extensions go on. Each step waits
 * on the browser's GPU process; in separate tasks, none of them holds the page long.
 * A software renderer keeps the DOM images (the canvas would cost the visitor most of
 * their frames) and its chunk is never loaded: judged from the warm-up's report, before
 * the page makes a context, or from the probe's context where the worker told nothing.
 * `?gl=force` skips the judgement (gl-choice.ts).
 */
export async function prepareStage(
  stillWanted: () => boolean,
  preload: () => unknown,
): Promise<boolean> {
  const mode = glMode()
  if (mode === 'off') return false
  const warm = await warmGpu()
  if (!stillWanted()) return false
  const judged = mode === 'auto'
  const early = judged && warm ? softwareReason(warm) : null
  if (early) {
    logStageDecision(early)
    return false
  }
  if (!webglAvailable()) return false
  const gl = probedContext()
  if (judged && !warm?.renderer && gl) {
    const renderer = readRenderer(gl)
    const late = softwareReason({ renderer, caveat: false })
    if (late) {
      dropProbe()
      logStageDecision(late)
      return false
    }
  }
  preload()
  if (gl) await readyForStage(gl, stillWanted)
  return stillWanted()
}

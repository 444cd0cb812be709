import { glMode, logStageDecision } from './gl-choice.ts'
import { warmGpu } from './gpu-warm.ts'
import { readRenderer, softwareReason } from './renderer.ts'
import { readyForStage } from './stage-context.ts'
import { dropProbe, probedContext, webglAvailable } from './webgl-support.ts'

/**
 * Whether the stage should run, its context readied on the way in separate short tasks
 * (warm-up worker, probe at stage size, extensions); `preload` starts the chunk meanwhile.
 * A software renderer keeps the DOM images and never loads the chunk; `?gl=force` skips that.
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

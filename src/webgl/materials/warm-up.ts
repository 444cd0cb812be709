import { type Camera, Mesh, PlaneGeometry, type Scene, type WebGLRenderer } from 'three'
import { nextTask } from '../../lib/first-paint.ts'
import { PlaneMaterial } from './PlaneMaterial.ts'

export interface WarmUp {
  /** Settles once the program is compiled (the first frame drawing planes waits for it). */
  compiled: Promise<void>
  /** The stage's program linked (a refused link draws nothing). */
  runnable(): boolean
  /** The material holds the program's use count until the stage goes. */
  dispose(): void
}

/**
 * Compiles the stage's one program early (`compileAsync`: no wait on the driver), then reads
 * whether it linked in a task of its own. three.js's check at first use is off: it waits on
 * the GPU process in the first frame that draws (see docs/performance.md, 'Shader programs').
 */
export function warmUpPrograms(gl: WebGLRenderer, camera: Camera, scene: Scene): WarmUp {
  gl.debug.checkShaderErrors = false
  const geometry = new PlaneGeometry(1, 1)
  const material = new PlaneMaterial()
  let linked = true
  const compiled = gl
    .compileAsync(new Mesh(geometry, material), camera, scene)
    .catch(() => undefined)
    .then(nextTask)
    .then(() => {
      linked = programsLinked(gl)
    })
  return {
    compiled,
    runnable: () => linked,
    dispose() {
      material.dispose()
      geometry.dispose()
    },
  }
}

/** Every program three.js made links; the first that does not is logged with its logs. */
function programsLinked(renderer: WebGLRenderer): boolean {
  const ctx = renderer.getContext()
  if (ctx.isContextLost()) return true
  // three.js's program objects (`info.programs`, not in its types) hold the GL objects.
  const list = (renderer.info.programs ?? []) as {
    program?: WebGLProgram
    vertexShader?: WebGLShader
    fragmentShader?: WebGLShader
  }[]
  for (const { program, vertexShader, fragmentShader } of list) {
    if (!program || ctx.getProgramParameter(program, ctx.LINK_STATUS) !== false) continue
    // Read only on this path: each log is one more wait on the GPU process.
    const logs = [
      ctx.getProgramInfoLog(program),
      vertexShader && ctx.getShaderInfoLog(vertexShader),
      fragmentShader && ctx.getShaderInfoLog(fragmentShader),
    ]
    console.error(
      'WebGL stage: a shader program did not link; the DOM images stay.',
      logs.filter(Boolean).join('\n'),
    )
    return false
  }
  return true
}

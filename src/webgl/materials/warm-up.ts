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
 * The one program the stage draws with (image planes and section backdrops alike),
 * compiled as soon as the renderer exists, before any plane is needed: `compileAsync`
 * polls the link status with KHR_parallel_shader_compile where the driver has it, so the
 * main thread does not wait for the driver. The material stays alive until `dispose()`:
 * three.js deletes a program when its last material is disposed.
 *
 * Whether it linked is read here, after the compile, in a task of its own; three.js's own
 * check at first use is off (`checkShaderErrors`). That check read the program's log and
 * both shaders' logs besides the status, each a wait on the GPU process, all in the first
 * frame that draws: on SwiftShader under Lighthouse, four waits of 20–30 ms in one task.
 * The one read here (11–30 ms) also brings the program's uniforms and attributes into the
 * browser's cache, so the first frame waits for none of them. The logs are read only when
 * the link failed.
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

/**
 * Renderers that draw WebGL on the CPU (SwiftShader, Mesa's software drivers, Windows' WARP
 * and GDI fallback, Apple's). ANGLE wraps the name it reports ("ANGLE (Google, Vulkan …
 * (SwiftShader Device …), SwiftShader driver)"), so these match anywhere in it.
 */
const SOFTWARE = [
  /swiftshader/i,
  /llvmpipe/i,
  /softpipe/i,
  /lavapipe/i,
  /microsoft basic render driver/i,
  /\bwarp\b/i,
  /gdi generic/i,
  /apple software renderer/i,
  /software rasterizer/i,
]

/**
 * Whether a WebGL renderer's name is one of a software renderer: on such a machine the
 * canvas delivers a fraction of the frames the DOM track does. An empty or masked name
 * ("WebKit WebGL") tells nothing and is not called software.
 */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE.some((pattern) => pattern.test(renderer))
}

/** Chromium's and Safari's masked RENDERER: the real name needs the debug extension. */
const MASKED = /^(WebKit WebGL|Mozilla)$/

/**
 * The renderer's own name: RENDERER where the browser gives it (Firefox, which deprecates
 * the debug extension), otherwise the debug extension's unmasked name; null where neither
 * tells. Each call is a round trip to the GPU process: ask once, off the frame.
 */
export function readRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext): string | null {
  const plain = gl.getParameter(gl.RENDERER)
  if (typeof plain === 'string' && plain !== '' && !MASKED.test(plain)) return plain
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const unmasked = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : null
  return typeof unmasked === 'string' && unmasked !== '' ? unmasked : null
}

/**
 * Why a machine whose WebGL context told this draws in software, or null where nothing
 * says so: a software renderer's name, or the browser's own major performance caveat.
 */
export function softwareReason(told: { renderer: string | null; caveat: boolean }): string | null {
  if (told.renderer !== null && isSoftwareRenderer(told.renderer)) {
    return `software renderer (${told.renderer})`
  }
  return told.caveat ? 'the browser reports a major performance caveat for WebGL' : null
}

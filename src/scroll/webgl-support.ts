/**
 * Whether this browser can run the WebGL track: three.js needs WebGL 2. A throwaway
 * context is created and released at once (browsers cap live contexts). `?nogl` in the
 * URL turns the canvas off (virtual scroll with DOM images), for comparison and benches.
 */
export function webglAvailable(): boolean {
  if (new URLSearchParams(location.search).has('nogl')) return false
  try {
    const canvas = document.createElement('canvas')
    const gl = canvas.getContext('webgl2')
    if (!gl) return false
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return true
  } catch {
    return false
  }
}

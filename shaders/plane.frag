// Draws an image or video inside its DOM rect like its CSS `object-fit` (cover or contain,
// with the image's own transparency), with three motions scaled by uMotion (0 under
// reduced motion): a curtain bend with scroll velocity, a zoom and ripple around the
// pointer on hover, and a zoom-out on reveal.
// A section backdrop draws with it too: one solid colour, so the stage has one program.

uniform sampler2D uMap;
uniform vec4 uSizes;       // xy: the rect, CSS px; zw: the image, texels
uniform float uVelocity;   // -1..1, damped scroll speed
uniform float uHover;      // 0..1, eased
uniform vec2 uPointer;     // pointer in plane UV (y up)
uniform float uReveal;     // 0..1 once the plane enters view
uniform float uMotion;     // 1, or 0 for reduced motion
uniform float uTime;       // seconds
uniform float uContain;    // 1 for object-fit: contain, 0 for cover
uniform float uSolid;      // 1 for a section backdrop: uColor, opaque, no texture read
uniform vec3 uColor;       // the backdrop's colour, as the DOM painted it
uniform sampler2D uMapTo;  // a flight between pages: the destination's picture
uniform float uFade;       // 0..1 toward uMapTo; 0 everywhere but the flying plane
uniform vec2 uToSize;      // uMapTo's size, texels

varying vec2 vUv;

#include <cover>

void main() {
  if (uSolid > 0.5) {
    gl_FragColor = vec4(uColor, 1.0);
    return;
  }
  vec2 planeSize = uSizes.xy;
  vec2 imageSize = uSizes.zw;
  vec2 uv = vUv;
  float motion = uMotion;

  // Reveal: the picture settles from a 20% zoom; it always covers the whole rect.
  float reveal = 1.0 - pow(1.0 - clamp(uReveal, 0.0, 1.0), 3.0);
  float zoom = 1.0 + 0.2 * (1.0 - reveal) * motion;

  // Hover: a gentle zoom toward the pointer and a ring that ripples out from it.
  float hover = uHover * motion;
  zoom += 0.045 * hover;
  vec2 aspect = vec2(planeSize.x / max(planeSize.y, 1.0), 1.0);
  float d = length((uv - uPointer) * aspect);
  uv += (uv - uPointer) * sin(d * 28.0 - uTime * 5.0) * 0.006 * hover * smoothstep(0.6, 0.0, d);
  vec2 origin = mix(vec2(0.5), uPointer, hover);
  uv = (uv - origin) / zoom + origin;

  // Bend: the picture sways like a curtain against the scroll, most in the middle rows.
  float v = uVelocity * motion;
  uv.x += sin(vUv.y * 3.14159265) * v * BEND_SHIFT;

  vec2 texUv = uContain > 0.5
    ? containUv(uv, planeSize, imageSize)
    : coverUv(uv, planeSize, imageSize);
  // Contain leaves bands beside the image: nothing is drawn there.
  vec2 edge = step(vec2(0.0), texUv) * step(texUv, vec2(1.0));
  float inside = edge.x * edge.y;
  // A little chromatic split while moving fast.
  float split = abs(v) * 0.004;
  vec4 color = texture2D(uMap, texUv);
  color.r = texture2D(uMap, texUv + vec2(split, 0.0)).r;
  color.b = texture2D(uMap, texUv - vec2(split, 0.0)).b;
  // A flight's cross-fade: a uniform branch, so every other plane reads one texture as before.
  if (uFade > 0.0) {
    color = mix(color, texture2D(uMapTo, coverUv(uv, planeSize, uToSize)), uFade);
    inside = mix(inside, 1.0, uFade);
  }
  // Straight (unpremultiplied) alpha, blended over what the canvas drew behind it.
  gl_FragColor = vec4(color.rgb, color.a * inside);
}

// A unit quad scaled to its DOM rect in CSS px (orthographic camera, 1 unit = 1 CSS px).
// Geometry never bends: the rect must stay on its DOM element, so motion lives in UVs.
varying vec2 vUv;

void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}

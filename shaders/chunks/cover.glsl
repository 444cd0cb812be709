// Where a plane samples its image, like CSS `object-fit` with `object-position: 50% 50%`.

// `cover`: the image fills the rect, centred, cropped. Clamped so zoom never samples outside.
vec2 coverUv(vec2 uv, vec2 plane, vec2 image) {
  float planeRatio = plane.x / max(plane.y, 1.0);
  float imageRatio = image.x / max(image.y, 1.0);
  vec2 scale = planeRatio > imageRatio
    ? vec2(1.0, imageRatio / planeRatio)
    : vec2(planeRatio / imageRatio, 1.0);
  return clamp((uv - 0.5) * scale + 0.5, 0.0, 1.0);
}

// `contain`: the whole image fits the rect, centred; outside it (0..1 left) nothing is drawn.
vec2 containUv(vec2 uv, vec2 plane, vec2 image) {
  float planeRatio = plane.x / max(plane.y, 1.0);
  float imageRatio = image.x / max(image.y, 1.0);
  vec2 scale = planeRatio > imageRatio
    ? vec2(planeRatio / imageRatio, 1.0)
    : vec2(1.0, imageRatio / planeRatio);
  return (uv - 0.5) * scale + 0.5;
}

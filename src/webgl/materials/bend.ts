/**
 * How far a full bend (1) shifts a plane's picture, in shares of its width. The shader
 * takes it as a define (plane.frag); the frame uses it to tell when a bend is too small
 * to see (plane-motion.ts).
 */
export const BEND_SHIFT = 0.06

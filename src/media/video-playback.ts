/** What the visitor asked for: `auto` follows motion preference and visibility. */
export type PlayChoice = 'auto' | 'playing' | 'paused'

/**
 * Whether a content video should be playing. It only plays on screen; on its own
 * (`auto`) only without reduced motion; an explicit play or pause always wins.
 */
export function shouldPlay(choice: PlayChoice, inView: boolean, reducedMotion: boolean): boolean {
  if (!inView || choice === 'paused') return false
  return choice === 'playing' || !reducedMotion
}

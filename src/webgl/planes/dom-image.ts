import { DRAWN_CLASS } from '../../scroll/track-dom.ts'

/**
 * The hand-over between a plane and its DOM image: once the plane has really drawn, the
 * element takes the drawn class and its image hides; `show` gives the image back at once.
 */
export class DomImage {
  hidden = false

  constructor(
    private readonly el: HTMLElement,
    readonly media: HTMLImageElement | HTMLVideoElement,
  ) {}

  hide(): void {
    if (this.hidden) return
    this.hidden = true
    this.el.classList.add(DRAWN_CLASS)
  }

  show(): void {
    if (!this.hidden) return
    this.hidden = false
    // An image hidden before it was ever painted may not be decoded, and `decoding="async"`
    // would let a frame paint without it: sync makes it appear in this frame.
    if (this.media instanceof HTMLImageElement) this.media.decoding = 'sync'
    this.el.classList.remove(DRAWN_CLASS)
  }
}

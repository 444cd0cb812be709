import type { VirtualScroll } from '../../../scroll/engine/virtual-scroll.ts'
import type { TrackLayout } from '../../../scroll/layout/layout.ts'
import type { TrackPlace } from '../../../scroll/place/track-place.ts'
import type { TrackFeature } from '../../../scroll/virtual-track.ts'
import {
  collapsedState,
  EXPAND_TEXT_DELAY_MS,
  firstSectionMiddle,
  restoredState,
  stepExpand,
} from './expand-rule.ts'

/**
 * Drives the home work section's `data-expanded` attribute from the virtual scroll (the
 * home page renders the attribute; home-expand.css styles both states). Attribute writes
 * only, straight on the element: no React render. `data-show-text` follows 600 ms later.
 */
export class HomeExpand implements TrackFeature {
  private state = collapsedState()
  private el: HTMLElement | null = null
  private middle = 1
  private textTimer: ReturnType<typeof setTimeout> | undefined
  /** Whether the arriving page's history entry left the section expanded (null: no place). */
  private arrival: boolean | null = null

  /**
   * New layout: find the section (present on home only) and the first section's middle. A
   * section just arrived takes the state its entry kept (Back, Forward, a reload).
   */
  setLayout(track: HTMLElement, layout: TrackLayout): void {
    const el = track.querySelector<HTMLElement>('[data-expanded]')
    if (el !== this.el) {
      this.el = el
      const kept = this.arrival
      this.arrival = null
      this.state = kept === null ? collapsedState() : restoredState(kept)
      this.write(kept ? 0 : EXPAND_TEXT_DELAY_MS)
    }
    this.middle = firstSectionMiddle(layout.firstWidth, layout.limit)
  }

  /** Resets to collapsed on resize. */
  reset(): void {
    clearTimeout(this.textTimer)
    this.state = collapsedState()
    this.write()
  }

  /** A new page: collapsed, or as its history entry's place kept it once the section is in. */
  arrive(place: TrackPlace | null): void {
    this.reset()
    this.arrival = place?.expanded ?? null
  }

  /** Saving the place: whether the section is expanded, where there is one. */
  keep(place: TrackPlace): void {
    if (this.el?.isConnected) place.expanded = this.state.expanded
  }

  frame(now: number, scroll: VirtualScroll): boolean {
    if (!this.el) return false
    const progress = scroll.limit > 0 ? scroll.current / scroll.limit : 0
    if (stepExpand(this.state, progress, this.middle, now)) this.write()
    // Keep frames coming while the lock holds back a change the position asks for.
    return now < this.state.lockedUntil
  }

  /** Writes the state on the section; expanded, the text shows `textDelay` ms later. */
  private write(textDelay = EXPAND_TEXT_DELAY_MS): void {
    const el = this.el
    if (!el) return
    const expanded = this.state.expanded
    el.dataset.expanded = String(expanded)
    clearTimeout(this.textTimer)
    if (!expanded) {
      el.dataset.showText = 'false'
      return
    }
    this.textTimer = setTimeout(() => {
      if (this.el === el && this.state.expanded) el.dataset.showText = 'true'
    }, textDelay)
  }

  stop(): void {
    clearTimeout(this.textTimer)
    this.el = null
  }
}

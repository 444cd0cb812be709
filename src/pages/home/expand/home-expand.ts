import type { VirtualScroll } from '../../../scroll/engine/virtual-scroll.ts'
import type { TrackLayout } from '../../../scroll/layout/layout.ts'
import type { TrackFeature } from '../../../scroll/start-virtual-track.ts'
import {
  collapsedState,
  EXPAND_TEXT_DELAY_MS,
  firstSectionMiddle,
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

  /** New layout: find the section (present on home only) and the first section's middle. */
  setLayout(track: HTMLElement, layout: TrackLayout): void {
    const el = track.querySelector<HTMLElement>('[data-expanded]')
    if (el !== this.el) {
      this.el = el
      this.reset()
    }
    this.middle = firstSectionMiddle(layout.firstWidth, layout.limit)
  }

  /** Resets to collapsed on resize (and on a new page). */
  reset(): void {
    clearTimeout(this.textTimer)
    this.state = collapsedState()
    this.write()
  }

  frame(now: number, scroll: VirtualScroll): boolean {
    if (!this.el) return false
    const progress = scroll.limit > 0 ? scroll.current / scroll.limit : 0
    if (stepExpand(this.state, progress, this.middle, now)) this.write()
    // Keep frames coming while the lock holds back a change the position asks for.
    return now < this.state.lockedUntil
  }

  private write(): void {
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
    }, EXPAND_TEXT_DELAY_MS)
  }

  stop(): void {
    clearTimeout(this.textTimer)
    this.el = null
  }
}

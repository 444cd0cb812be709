import type { BrowserScroll } from './browser-scroll.ts'

/**
 * A `#fragment` target holds its place while the page is still settling (content, fonts,
 * images changing widths), until the visitor scrolls or moves the focus themselves. One not
 * on the page yet is looked for again after each rebuild.
 */
export class FragmentHold {
  /** The URL's #fragment has not been found on the page yet. */
  private hashPending: boolean
  private held: Element | null = null

  constructor(
    private readonly browser: Pick<BrowserScroll, 'goTo' | 'goToHash'>,
    hash: string,
  ) {
    this.hashPending = hash.length > 1
  }

  /** A #fragment still to be found: it wins over a position carried across the switch. */
  get pending(): boolean {
    return this.hashPending
  }

  /** After a rebuild: the held target back at the start of the view, or the #fragment found. */
  afterRebuild(): void {
    if (this.held?.isConnected) this.browser.goTo(this.held, true)
    else if (this.hashPending) {
      this.held = this.browser.goToHash(true)
      this.hashPending = this.held === null
    }
  }

  /** A new page: its own #fragment, if any, is what holds. */
  newPage(hash: string): void {
    this.hashPending = hash.length > 1
    this.held = null
  }

  /** The visitor's own scroll or focus: nothing holds any more. */
  readonly release = (): void => {
    this.held = null
    this.hashPending = false
  }
}

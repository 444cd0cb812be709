import { transitionPictures } from '../../content/transition-pictures.ts'
import type { TrackLayout } from '../../scroll/layout/layout.ts'
import type { Plane } from '../planes/Plane.ts'
import type { PlaneFrame } from '../planes/plane-frame.ts'
import { onScreen } from '../planes/plane-math.ts'
import { FlyingPlane } from './FlyingPlane.ts'
import { FLIGHT_SECONDS, Flight, type FlightPhase, flightAllowed, type Rect } from './flight.ts'
import { landingPicture, sourcePlane } from './flight-pictures.ts'
import { PageArrival } from './page-arrival.ts'

/** What a flight reads of the planes (the PlaneSet): the current page's, in DOM order. */
export interface FlightPlanes {
  readonly list: readonly Plane[]
}

/** What the stage's debug handle reports of the flight (tests, bench). */
export interface FlightReport extends Rect {
  phase: FlightPhase
  shown: boolean
  /** The eased movement, 0..1, and the cross-fade into the landing place's texture, 0..1. */
  progress: number
  fade: number
}

/** Input that ends a flight at once, at its end state. */
const INPUTS = ['wheel', 'keydown', 'pointerdown'] as const

const setRect = (into: Rect, left: number, top: number, size: Plane): Rect => {
  into.left = left
  into.top = top
  into.width = size.width
  into.height = size.height
  return into
}

/**
 * The flight between pages on the canvas: at a route change, the picture that carries the
 * navigation (content/transition-pictures.ts), its texture already on the GPU, takes off from
 * its rect on the page left and flies into its place on the page arrived, cross-fading to that
 * place's own texture; then that plane takes over. The stage's loop steps it before the planes
 * each frame; it owns the flying plane, and holds the destination plane while it stands in.
 */
export class PageFlight {
  readonly flying = new FlyingPlane()
  private readonly flight = new Flight()
  private readonly from: Rect = { left: 0, top: 0, width: 0, height: 0 }
  private readonly to: Rect = { left: 0, top: 0, width: 0, height: 0 }
  private readonly arrival: PageArrival
  private shownPath = location.pathname
  /** The link the last click landed on: the card a navigation came from. */
  private clicked: HTMLAnchorElement | null = null
  /** The element the picture lands on, from takeoff until the planes have the new layout. */
  private landing: Element | null = null
  /** Its plane, held while the flight stands in for it. */
  private target: Plane | null = null
  private cancelled = false

  constructor(
    private readonly planes: FlightPlanes,
    private readonly track: HTMLElement,
    /** Asks the loop for a frame. */
    private readonly wake: () => void,
  ) {
    this.arrival = new PageArrival(track)
    addEventListener('click', this.onClick, { capture: true })
    for (const type of INPUTS)
      addEventListener(type, this.onInput, { capture: true, passive: true })
  }

  /**
   * Test builds only: the movement takes `seconds` (null: its own pace), so a software GL
   * under load still draws enough frames of it to be read back.
   */
  pace(seconds: number | null): void {
    this.flight.seconds = seconds ?? FLIGHT_SECONDS
  }

  /** What the debug handle reads: a new record (tests and bench only). */
  report(): FlightReport {
    const { rect, phase, progress, fade } = this.flight
    return { ...rect, phase, progress, fade, shown: this.flying.shown }
  }

  /**
   * A new layout, before the planes take it. A new page (`routeChanged`) ends a flight under
   * way; the picture that carries it takes off, if motion is allowed and the picture is on the
   * GPU and in view, drawn from fresh rects (`fresh`): its texture changes hands before the old
   * page's planes are dropped.
   */
  takeoff(layout: TrackLayout, routeChanged: boolean, fresh: boolean): void {
    if (!routeChanged) return
    const from = this.shownPath
    this.shownPath = location.pathname
    this.abort()
    if (!fresh) return
    const clicked = this.clicked
    this.clicked = null
    const roles = transitionPictures(from, this.shownPath)
    const source = sourcePlane(roles.old, this.planes.list, clicked)
    const landing = landingPicture(roles.next, this.track, layout.planes[0]?.el ?? null)
    if (!source || !landing) return
    const allowed = flightAllowed({
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      cardTextureReady: source.texture.status === 'ready' && !source.isVideo,
      cardInView:
        source.mesh?.visible === true &&
        onScreen(source.screenLeft, source.width, layout.viewportWidth),
    })
    const picture = allowed ? source.detachTexture() : null
    if (!picture) return
    this.flying.take(picture, source.contain)
    setRect(this.from, source.screenLeft, source.screenTop, source)
    this.landing = landing
  }

  /** The planes have the new layout: the landing place's plane is held, its DOM picture hidden. */
  afterLayout(): void {
    const el = this.landing
    if (!el) return
    this.landing = null
    const target = this.planes.list.find((plane) => plane.el === el)
    if (!target) {
      this.flying.land()
      return
    }
    target.hold()
    this.target = target
    this.arrival.start()
    this.wake()
  }

  /**
   * Each frame, before the planes: the flying plane's rect and cross-fade, or the handover to
   * the landing place's plane once the flight has landed on it. True while the flight draws
   * (the handover's frame included). No allocation.
   */
  step(frame: PlaneFrame): boolean {
    const target = this.target
    if (!target) return false
    const flight = this.flight
    const to = setRect(this.to, target.x - frame.drawn, target.y - frame.pageY, target)
    if (flight.phase === 'idle') {
      // Its landing place out of view (a list opened at its start): the cut.
      if (!onScreen(to.left, to.width, frame.width)) {
        this.abort()
        return true
      }
      flight.begin(this.from, to, frame.now)
    } else flight.retarget(to)
    const loaded = target.texture.status === 'ready' ? target.texture.loaded : null
    if (loaded) flight.targetReady(frame.now)
    if (this.cancelled) flight.cancel()
    else flight.step(frame.now)
    if (flight.phase === 'landed' && flight.canHandOver(to)) this.handOver(frame.now / 1000)
    else this.flying.draw(flight.rect, frame, flight.fade, loaded)
    return true
  }

  /** Ends a flight at once, nothing left drawn: a new page, stale rects, the stage leaving. */
  abort(): void {
    this.landing = null
    this.handOver(performance.now() / 1000)
  }

  dispose(): void {
    this.abort()
    removeEventListener('click', this.onClick, { capture: true })
    for (const type of INPUTS) removeEventListener(type, this.onInput, { capture: true })
    this.flying.dispose()
  }

  /** The landing place's plane shows (or its DOM picture), the flying plane lets go. */
  private handOver(seconds: number): void {
    this.target?.handBack(seconds)
    this.target = null
    this.cancelled = false
    this.flying.land()
    this.flight.reset()
    this.arrival.finish()
  }

  private readonly onClick = (event: MouseEvent): void => {
    const target = event.target
    this.clicked = target instanceof Element ? target.closest('a') : null
  }

  /** The visitor's wheel, key or pointer: the flight ends at its end state next frame. */
  private readonly onInput = (): void => {
    if (!this.target) return
    this.cancelled = true
    this.wake()
  }
}

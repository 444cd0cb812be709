import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { afterLoad } from '../../lib/first-paint.ts'
import { TRACK_SELECTOR } from '../track-dom.ts'

type NativePlace = typeof import('./native-place.ts')
let placeCode: NativePlace | null = null
const loadPlaceCode = () =>
  import('./native-place.ts').then((mod) => {
    placeCode = mod
    return mod
  })

const trackIn = (scroller: HTMLElement | null) =>
  scroller?.querySelector<HTMLElement>(TRACK_SELECTOR) ?? null

/**
 * The native scroller's place per history entry (native-place.ts, a chunk loaded after the
 * page, or at once where the entry already holds a state: a reload). A new page starts at its
 * beginning; an entry returned to gets its place back before the first paint.
 */
export function useNativePlace(ref: RefObject<HTMLElement | null>, path: string): void {
  const shown = useRef<string | null>(null)
  useEffect(() => {
    const scroller = ref.current
    const track = trackIn(scroller)
    if (!scroller || !track) return
    const firstPath = shown.current
    let stop = () => {}
    let live = true
    const load = history.state ? loadPlaceCode() : afterLoad().then(loadPlaceCode)
    load
      .then((mod) => {
        if (!live) return
        const keep = mod.keepNativePlace(scroller, track)
        const arrival =
          shown.current === firstPath ? mod.arriveAtPlace(scroller, track, true) : null
        stop = () => {
          keep()
          arrival?.()
        }
      })
      .catch((err: unknown) => console.error('Track place failed to load:', err))
    return () => {
      live = false
      stop()
    }
  }, [ref])

  useLayoutEffect(() => {
    const first = shown.current === null
    if (shown.current === path) return
    shown.current = path
    const scroller = ref.current
    const track = trackIn(scroller)
    if (first || !scroller || !track) return
    if (placeCode) return placeCode.arriveAtPlace(scroller, track, false)
    scroller.scrollTo({ left: 0, top: 0 })
  }, [path, ref])
}

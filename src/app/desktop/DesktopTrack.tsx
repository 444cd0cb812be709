import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { subscribe } from 'valtio'
import { contentStore } from '../../content/store.ts'
import { configStore } from '../../lib/config.ts'
import { DESKTOP_MEDIA } from '../../lib/desktop-media.ts'
import { subscribeRoute } from '../../lib/route-changes.ts'
import { watchNativeAnchor } from '../../scroll/native/native-anchor.ts'
import type { VirtualTrack } from '../../scroll/virtual-track.ts'
import { StageBoundary } from '../../webgl/start/StageBoundary.tsx'
import { markStageSettled } from '../../webgl/start/stage-settled.ts'
import './desktop-track.css'
import { TRACK_SELECTOR } from '../../scroll/track-dom.ts'

/** three.js, R3F and the scene: their own chunk, requested only in desktop WebGL mode. */
const loadStage = () => import('../../webgl/Stage.tsx')
const Stage = lazy(() => loadStage().then((m) => ({ default: m.Stage })))

const frozen = () => configStore.fullscreenVideo || contentStore.loading
// All of configStore: its listFilling holds rebuilds too (start-virtual-track decides how).
const subscribeFrozen = (changed: () => void) => {
  const a = subscribe(configStore, changed)
  const b = subscribe(contentStore, changed)
  return () => {
    a()
    b()
  }
}

/**
 * The desktop mode switch (render once, beside the scroller): below 1024 px native scroll
 * and nothing downloaded; wider, the virtual track, then the WebGL stage where WebGL 2
 * works. React renders here only when the mode changes, never per frame.
 */
export function DesktopTrack() {
  const [track, setTrack] = useState<VirtualTrack | null>(null)
  const [gl, setGl] = useState(false)

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_MEDIA)
    const scroller = document.querySelector<HTMLElement>('main.scroller')
    const trackEl = scroller?.querySelector<HTMLElement>(TRACK_SELECTOR)
    if (!scroller || !trackEl) return
    let running: VirtualTrack | null = null
    let generation = 0
    // Below 1024 px: remember what the native scroller shows, for the switch up.
    const native = watchNativeAnchor(scroller, trackEl)
    const apply = async () => {
      const mine = ++generation
      if (!query.matches) {
        running?.stop()
        running = null
        setTrack(null)
        markStageSettled()
        return
      }
      if (running) return
      const desktop = await import('./desktop-mode.ts')
      if (mine !== generation || running) return
      running = desktop.startDesktopTrack(scroller, trackEl, {
        frozen,
        subscribeFrozen,
        // The engine knows no page: the router's changes come from the shell.
        subscribeRoute,
        startAnchor: native.anchor(),
      })
      setTrack(running)
      // The track runs with its DOM images meanwhile.
      const withGl = await desktop.prepareStage(() => mine === generation, loadStage)
      if (mine !== generation) return
      if (!withGl) markStageSettled()
      setGl(withGl)
    }
    void apply()
    query.addEventListener('change', apply)
    return () => {
      generation++
      query.removeEventListener('change', apply)
      native.stop()
      running?.stop()
      running = null
    }
  }, [])

  const fallBack = useCallback(() => {
    markStageSettled()
    setGl(false)
  }, [])

  if (!track || !gl) return null
  return (
    <StageBoundary onFail={fallBack}>
      <Suspense fallback={null}>
        <Stage track={track} onFallback={fallBack} />
      </Suspense>
    </StageBoundary>
  )
}

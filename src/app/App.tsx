import { Suspense, useRef } from 'react'
import { useLocation } from 'wouter'
import { Footer } from '../chrome/Footer.tsx'
import { Header } from '../chrome/Header.tsx'
import { ChromeLayers } from '../chrome/late.ts'
import { SkipLink } from '../chrome/SkipLink.tsx'
import { normalizePath, routeMeta } from '../content/routes.ts'
import { useNativeScroll } from '../scroll/native/native-scroll.ts'
import { useNativePlace } from '../scroll/native/useNativePlace.ts'
import { TRACK_PROPS } from '../scroll/track-dom.ts'
import { AppRoutes } from './AppRoutes.tsx'
import { DocumentHead } from './DocumentHead.tsx'
import { DesktopTrack } from './desktop/DesktopTrack.tsx'
import { PageAnnouncer } from './navigation/PageAnnouncer.tsx'
import { useNavigationFocus } from './navigation/useNavigationFocus.ts'
import { PageBoundary } from './PageBoundary.tsx'
import { ReelPlayer } from './pages.ts'

/**
 * The page frame: every route renders `.panel` sections into the one `.track` (the footer is its
 * last panel) in `main`, the native scroller until the virtual track takes over. The chrome sits
 * outside the track; PageBoundary contains a page that throws, so chrome and footer live on.
 */
export function App() {
  const [location] = useLocation()
  const scroller = useRef<HTMLElement>(null)
  useNativeScroll(scroller)

  const path = normalizePath(location)
  // A new page starts at its beginning, a page returned to where it was left.
  useNativePlace(scroller, path)
  // Then focus goes to the new page's heading, which a live region announces.
  const announcer = useRef<HTMLParagraphElement>(null)
  useNavigationFocus(path, scroller, announcer)

  return (
    <div className="app" data-pagebar={routeMeta(path).pageBar || undefined}>
      <DocumentHead path={path} />
      <SkipLink />
      <Header />
      <main id="main" className="scroller" tabIndex={-1} ref={scroller}>
        <div className="track" {...TRACK_PROPS}>
          <PageBoundary path={path}>
            <AppRoutes />
          </PageBoundary>
          <Footer />
        </div>
      </main>
      <PageAnnouncer ref={announcer} />
      <DesktopTrack />
      {/* Only home has 'View Reel'; the player's chunk loads with the home page's. */}
      {routeMeta(path).kind === 'home' && (
        <Suspense fallback={null}>
          <ReelPlayer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ChromeLayers />
      </Suspense>
    </div>
  )
}

import { StrictMode } from 'react'
import { Router } from 'wouter'
import { ContentBoundary } from '../media/ContentBoundary.tsx'
import { App } from './App.tsx'
import { aroundNav } from './navigation/around-nav.ts'
import { PageFallback } from './PageFallback.tsx'

/** The whole site, as the browser hydrates it and the build prerenders it. */
export function Root() {
  return (
    <StrictMode>
      {/* Last resort, should the chrome itself throw: logged, and a way home, never a blank page. */}
      <ContentBoundary label="app" fallback={<PageFallback reload />}>
        {/* Link navigations keep the page's place and run inside a View Transition. */}
        <Router aroundNav={aroundNav}>
          <App />
        </Router>
      </ContentBoundary>
    </StrictMode>
  )
}

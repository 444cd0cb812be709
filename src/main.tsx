import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { PageFallback } from './app/PageFallback.tsx'
import { loadContent } from './content/store.ts'
import { ContentBoundary } from './media/ContentBoundary.tsx'
import './styles/global.css'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* Last resort, should the chrome itself throw: logged, and a way home, never a blank page. */}
      <ContentBoundary label="app" fallback={<PageFallback reload />}>
        <App />
      </ContentBoundary>
    </StrictMode>,
  )
}
void loadContent()

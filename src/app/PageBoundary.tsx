import type { ReactNode } from 'react'
import { ContentBoundary } from '../media/ContentBoundary.tsx'
import { PageFallback } from './PageFallback.tsx'

/**
 * Contains a render error anywhere in the page, beyond the per-entry boundaries: it is logged
 * and the page replaced by a short fallback. A new path resets it; a healthy page is not
 * remounted by a path change (a slug change keeps its focus handling).
 */
export function PageBoundary({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ContentBoundary resetKey={path} label={`page ${path}`} fallback={<PageFallback />}>
      {children}
    </ContentBoundary>
  )
}

import { Link } from 'wouter'
import '../pages/not-found/not-found.css'

interface Props {
  /**
   * Leave through a full page load. For the root boundary, which has no key to reset
   * it: a client-side link would keep showing the fallback.
   */
  reload?: boolean
}

/**
 * Drawn in place of a page that failed to render: short, inside the track, with a way
 * home. The header and footer sit outside the page boundary and stay usable.
 */
export function PageFallback({ reload = false }: Props) {
  return (
    <section className="panel not-found" aria-labelledby="page-error-title" data-page-error="">
      <h1 id="page-error-title" className="not-found__title">
        This page could not be shown
      </h1>
      <p className="not-found__text">Something in its content went wrong.</p>
      {reload ? (
        <a href="/" className="not-found__link">
          Back to home
        </a>
      ) : (
        <Link href="/" className="not-found__link">
          Back to home
        </Link>
      )}
    </section>
  )
}

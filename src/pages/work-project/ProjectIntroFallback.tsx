import { Link } from 'wouter'
import './work-project.css'

/** Stands in for a project intro whose content failed to render: still one h1, still a way back. */
export function ProjectIntroFallback() {
  return (
    <header className="panel wp-intro">
      <Link href="/work" className="wp-intro__back">
        <span aria-hidden>←</span> Return to work
      </Link>
      <div className="wp-intro__titles">
        <h1 className="wp-intro__title">Project</h1>
      </div>
    </header>
  )
}

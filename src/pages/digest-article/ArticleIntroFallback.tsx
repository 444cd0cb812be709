import { Link } from 'wouter'
import './digest-article.css'

/** Stands in for an article intro whose content failed to render: one h1 and a way back. */
export function ArticleIntroFallback() {
  return (
    <header className="panel da-intro">
      <Link href="/digest" className="da-intro__back">
        <span aria-hidden>←</span> Back to digest
      </Link>
      <div className="da-intro__main">
        <h1 className="da-intro__title">Digest article</h1>
      </div>
    </header>
  )
}

import './page-intro.css'

interface Props {
  title: string
  lede?: string
  count?: number
  /** Plural noun for the count, e.g. `projects`. */
  noun?: string
}

/** The first panel of a list page: its one h1 in display type. */
export function PageIntro({ title, lede, count, noun }: Props) {
  return (
    <header className="panel page-intro">
      <h1 className="page-intro__title">{title}</h1>
      <div className="page-intro__foot">
        {lede && <p className="page-intro__lede">{lede}</p>}
        {noun && count !== undefined && count > 0 && (
          <p className="page-intro__count">
            {String(count).padStart(2, '0')} {noun}
          </p>
        )}
      </div>
    </header>
  )
}

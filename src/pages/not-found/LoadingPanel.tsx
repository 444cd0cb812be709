import './not-found.css'

/** The panel shown while content loads: 'Loading project...' / 'Loading article...'. */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <section className="panel not-found not-found--loading" aria-busy="true">
      <h1 className="not-found__title">{text}</h1>
    </section>
  )
}

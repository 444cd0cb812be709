import type { Ref } from 'react'
import './not-found.css'

/** The panel shown while content loads: 'Loading project...' / 'Loading article...'. */
export function LoadingPanel({
  text,
  headingRef,
}: {
  text: string
  headingRef?: Ref<HTMLHeadingElement>
}) {
  return (
    <section className="panel not-found not-found--loading" aria-busy="true">
      <h1 className="not-found__title" ref={headingRef} tabIndex={-1}>
        {text}
      </h1>
    </section>
  )
}

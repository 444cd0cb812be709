import { type ComponentType, use } from 'react'

/** A component in a chunk of its own, with a way to load it before it renders. */
export interface Preloadable<P extends object> {
  (props: P): React.ReactElement
  preload(): Promise<void>
}

/**
 * Like React.lazy, but once preloaded it renders synchronously: the build preloads all before
 * prerendering and the client the route's page before hydrating, so markup and hydration agree.
 * Unloaded, it suspends until its chunk arrives (hydration keeps the server's markup meanwhile).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null
  let pending: Promise<void> | null = null
  const preload = () => {
    pending ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        pending = null // a later navigation tries again
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at import, like React.lazy, never during render
  function Page(props: P) {
    if (!Loaded) use(preload())
    const Component = Loaded as ComponentType<P>
    return <Component {...props} />
  }
  return Object.assign(Page, { preload })
}

import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** Names the entry or block in the log, e.g. `workProject abc` or `blockHero k1`. */
  label: string
  children: ReactNode
  /** Drawn instead of the failed content; nothing by default. */
  fallback?: ReactNode
  /**
   * A failed boundary tries its children again when this changes (e.g. the route path).
   * Unlike a React `key`, it leaves healthy children mounted, state and focus intact.
   */
  resetKey?: string
}

interface State {
  failed: boolean
  resetKey: string | undefined
}

/**
 * Contains one content entry or block: if it throws while rendering, it is logged and
 * replaced by `fallback`, and the rest of the page renders on.
 */
export class ContentBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Content failed to render (${this.props.label}):`, error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}

import { Component, type ReactNode } from 'react'

interface Props {
  /** Runs once when the stage fails to load or render; the DOM images stay visible. */
  onFail: (error: unknown) => void
  children: ReactNode
}

/** Contains a failing WebGL stage (chunk load error, shader or context failure). */
export class StageBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: unknown): void {
    console.warn('WebGL track unavailable, showing DOM images:', error)
    this.props.onFail(error)
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}

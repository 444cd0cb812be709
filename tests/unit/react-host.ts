import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A mounted root, as mountReact returns it. */
export interface ReactHost {
  host: HTMLDivElement
  render(node: ReactNode): Promise<void>
  renderSync(node: ReactNode): void
  unmount(): void
}

/**
 * A React root on a fresh `<div>` for jsdom tests; importing this turns on React's act
 * environment. `attached` puts the host in document.body (focus needs it). `render` awaits
 * an async act, `renderSync` runs a sync one; `unmount` unmounts in act and removes the host.
 */
export function mountReact({ attached = false }: { attached?: boolean } = {}): ReactHost {
  const host = document.createElement('div')
  if (attached) document.body.append(host)
  const root = createRoot(host)
  return {
    host,
    render: (node) => act(async () => root.render(node)),
    renderSync: (node) => act(() => root.render(node)),
    unmount() {
      act(() => root.unmount())
      host.remove()
    },
  }
}

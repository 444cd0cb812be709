import { createRoot, type ReconcilerRoot, type RenderProps } from '@react-three/fiber'
import { type ReactNode, useEffect, useRef } from 'react'
import { answerRendererSetup } from './start/stage-context.ts'
import { probedContext, takeProbedCanvas } from './start/webgl-support.ts'

type Root = ReconcilerRoot<HTMLCanvasElement>

interface Props {
  /** The root's configuration (renderer, camera, dpr); read when the size changes. */
  config: Omit<RenderProps<HTMLCanvasElement>, 'size'>
  /** The R3F tree: components only, the scene is built imperatively. */
  children: ReactNode
  /** The renderer could not be made (no context, shader failure at setup). */
  onFail: (error: unknown) => void
}

/**
 * A full-size canvas with an R3F root from `createRoot`, not `<Canvas>`, whose
 * `extend(THREE)` would bundle all of three.js. Sized by a ResizeObserver, no pointer
 * events; the canvas is the probe's when there is one, added here outside React's tree.
 */
export function StageCanvas({ config, children, onFail }: Props) {
  const wrapper = useRef<HTMLDivElement>(null)
  // Set once the first configuration (which needs the size) has been applied: a root
  // rendered before that would configure itself with R3F's defaults.
  const root = useRef<Root | null>(null)
  // Latest props, read by the observer callback without re-creating the root.
  const latest = useRef({ config, children, onFail })
  latest.current = { config, children, onFail }

  useEffect(() => {
    const box = wrapper.current
    if (!box) return
    // The probe's context comes with what three.js's setup reads already read, and the
    // extensions the stage never uses kept off (stage-context.ts): answered to the first
    // configuration, which makes the renderer.
    const probedGl = probedContext()
    const el = takeProbedCanvas() ?? document.createElement('canvas')
    let served: (() => void) | null = probedGl ? answerRendererSetup(probedGl) : null
    el.style.display = 'block'
    el.style.width = '100%'
    el.style.height = '100%'
    box.append(el)
    const mine = createRoot(el)
    let width = 0
    let height = 0
    const apply = () => {
      if (width === 0 || height === 0) return
      const { config: c, onFail: fail } = latest.current
      const configured = mine.configure({ ...c, size: { width, height, top: 0, left: 0 } })
      served?.()
      served = null
      configured.then(() => {
        root.current = mine
        mine.render(latest.current.children)
      }, fail)
    }
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect
      if (!rect || (rect.width === width && rect.height === height)) return
      width = rect.width
      height = rect.height
      apply()
    })
    observer.observe(box)
    return () => {
      served?.()
      observer.disconnect()
      root.current = null
      mine.unmount()
      el.remove()
    }
  }, [])

  // New children (a re-render of the stage) go into the existing root.
  useEffect(() => {
    const mine = root.current
    if (mine?.ready.status === 'fulfilled') mine.render(children)
  }, [children])

  return <div ref={wrapper} style={{ position: 'absolute', inset: 0, overflow: 'hidden' }} />
}

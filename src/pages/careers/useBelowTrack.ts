import { useEffect, useState } from 'react'

/**
 * A host element after the app frame for content that continues the page below the track
 * (careers: the job board); the scroll engine hands over to it at the track's end. Created
 * after mount, so rendering (and prerendering) never touches the document.
 */
export function useBelowTrack(className: string): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const el = document.createElement('div')
    el.className = className
    document.body.append(el)
    setHost(el)
    return () => {
      el.remove()
      setHost(null)
    }
  }, [className])
  return host
}

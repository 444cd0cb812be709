/**
 * One load per script URL per page life. Routes mount and unmount embeds freely; the
 * provider script must run once, so every caller shares the first caller's promise.
 * A failed load forgets its promise so the next mount can try again.
 */
const loads = new Map<string, Promise<void>>()

export function loadScript(url: string, doc: Document = document): Promise<void> {
  const pending = loads.get(url)
  if (pending) return pending
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = url
    script.async = true
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener(
      'error',
      () => {
        script.remove()
        if (loads.get(url) === promise) loads.delete(url)
        reject(new Error(`Failed to load script ${url}`))
      },
      { once: true },
    )
    doc.head.append(script)
  })
  loads.set(url, promise)
  return promise
}

/** Test seam: forget every load (the <script> elements stay where they are). */
export function forgetScriptLoads(): void {
  loads.clear()
}

const FCP = 'first-contentful-paint'

/**
 * Resolves once the page's first contentful paint is presented (its paint timing entry, buffered
 * if past), so work that can wait does not compete with it; after `timeoutMs` in any case, as a
 * hidden tab paints nothing and a browser without paint timing never says.
 */
export function afterFirstPaint(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      observer.disconnect()
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FCP).length > 0) done()
    })
    try {
      observer.observe({ type: 'paint', buffered: true })
    } catch {
      // No paint timing here: the timeout stands in.
    }
  })
}

/** After a turn of the event loop: other tasks (input, frames) run first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * After the browser has run a frame with what it has (not necessarily presented it): the
 * prerendered page is laid out before the main thread turns to hydration. A hidden tab
 * runs no frames: the timeout goes on.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }, 0),
    )
  })
}

/** After the load event and a turn of the event loop. */
export function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return nextTask()
  return new Promise<void>((resolve) =>
    addEventListener('load', () => resolve(), { once: true }),
  ).then(nextTask)
}

/**
 * After the load event and the first contentful paint: for network work that can wait,
 * like the live content query (about 200 KB of JSON) and the other pages' chunks, so
 * that it never shares the line with what the first paint needs.
 */
export function afterLoadAndPaint(): Promise<void> {
  return Promise.all([afterLoad(), afterFirstPaint()]).then(nextTask)
}

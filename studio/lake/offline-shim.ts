/**
 * Runs in the Studio's page, before the Studio, when it edits the embedded lake. Written
 * self-contained: offline-html.ts inlines its source.
 *
 * - Each listen stream to the lake, and the live events stream of the Presentation tool,
 *   gets a host name of its own under `localhost` (`l3.studiodemo.localhost`, still this
 *   machine): over HTTP/1.1 a browser keeps six connections per host, and the Studio holds
 *   more streams than that (one per open document, list and preview set), which starved its
 *   other requests. The Studio opens them with EventSource, or with fetch (its EventSource
 *   polyfill) when it sends headers.
 * - The two calls the Studio makes to Sanity's hosts whatever its configuration are
 *   answered here: the new-version check (the installed version is the latest one can
 *   have offline) and the feedback service's availability probe (not available).
 */
export function offlineShim(lakeUrl: string, sanityVersion: string): void {
  const lake = new URL(lakeUrl)
  const spread = lake.hostname === 'localhost' || lake.hostname.endsWith('.localhost')
  let streams = 0
  const streamed = (path: string) => path.includes('/data/listen/') || path.includes('/data/live/')
  /** A listen URL on the lake, moved to a host name of its own; other URLs as they are. */
  const ownHost = (url: string | URL): string | URL => {
    const target = new URL(url, window.location.href)
    const onLake = target.port === lake.port && target.hostname.endsWith('localhost')
    if (!spread || !onLake || !streamed(target.pathname)) return url
    target.hostname = `l${(streams++ % 500) + 1}.${target.hostname}`
    return target.href
  }
  const NativeEventSource = window.EventSource
  window.EventSource = class extends NativeEventSource {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(ownHost(url), init)
    }
  }
  const nativeFetch = window.fetch.bind(window)
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (streamed(url)) {
      const moved = ownHost(url)
      if (moved !== url) {
        return nativeFetch(input instanceof Request ? new Request(moved, input) : moved, init)
      }
    }
    if (url.startsWith('https://sanity-cdn.com/v1/modules/')) {
      const body = JSON.stringify({ latest: sanityVersion, packageVersion: sanityVersion })
      return Promise.resolve(
        new Response(body, { headers: { 'content-type': 'application/json' } }),
      )
    }
    if (url.startsWith('https://api.sanity.io/vX/intake/')) {
      return Promise.resolve(new Response(null, { status: 404 }))
    }
    return nativeFetch(input, init)
  }
}

import type { HistoryAdapter } from '@sanity/visual-editing'

const here = () => `${location.pathname}${location.search}${location.hash}`

/**
 * The Presentation tool and the framed site follow each other's navigation. wouter's browser
 * location wraps `history.pushState` and `replaceState` to announce each as a window event,
 * which its router listens to: a push from here is a route change like any link's (it is
 * what wouter's own `navigate` does), and the events tell the Studio of the site's own.
 */
export const presentationHistory: HistoryAdapter = {
  subscribe(tell) {
    const handlers = {
      pushState: () => tell({ type: 'push', url: here() }),
      replaceState: () => tell({ type: 'replace', url: here() }),
      popstate: () => tell({ type: 'pop', url: here() }),
    }
    for (const [event, handler] of Object.entries(handlers)) addEventListener(event, handler)
    return () => {
      for (const [event, handler] of Object.entries(handlers)) removeEventListener(event, handler)
    }
  },
  update({ type, url }) {
    if (type === 'pop') history.back()
    else if (type === 'replace') history.replaceState(null, '', url)
    else history.pushState(null, '', url)
  },
}

import type { HistoryAdapter } from '@sanity/visual-editing'
import { subscribeRoute } from '../lib/route-changes.ts'

/**
 * The Presentation tool and the framed site follow each other's navigation: the router's
 * changes (lib/route-changes.ts) are told to the Studio, and a push from the Studio goes
 * through `history.pushState`, which wouter hears as a route change like any link's (it is
 * what wouter's own `navigate` does).
 */
export const presentationHistory: HistoryAdapter = {
  subscribe: (tell) =>
    subscribeRoute(({ type, pathname, search, hash }) =>
      tell({ type, url: `${pathname}${search}${hash}` }),
    ),
  update({ type, url }) {
    if (type === 'pop') history.back()
    else if (type === 'replace') history.replaceState(null, '', url)
    else history.pushState(null, '', url)
  },
}

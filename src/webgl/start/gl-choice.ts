/**
 * The session storage key holding this visit's choice for the canvas: 'force' (asked for
 * with `?gl=force`) or 'aside' (the stage stepped aside earlier in the visit). Session
 * storage, so internal links, which drop the query, keep it, and a new visit starts over.
 */
export const GL_SETTING = 'stage-gl'

/**
 * 'auto': the canvas where the machine runs it well (no software renderer, frames near the
 * display's rate), else the DOM images; 'force': the canvas on any renderer, never stepping
 * aside (tests, benchmarks, demos); 'off': the DOM images.
 */
export type GlMode = 'auto' | 'force' | 'off'

export interface GlChoice {
  mode: GlMode
  /** What to store for the visit: a value, null to clear it, undefined to leave it. */
  store?: string | null
}

/**
 * The mode from the page's query and the visit's stored setting: `?nogl` turns the canvas
 * off for this page, `?gl=force` keeps it on any renderer for the rest of the visit,
 * `?gl=auto` forgets that (and a step aside) and judges the machine again.
 */
export function glChoiceFrom(search: string, stored: string | null): GlChoice {
  const query = new URLSearchParams(search)
  if (query.has('nogl')) return { mode: 'off' }
  const asked = query.get('gl')
  if (asked === 'force') return { mode: 'force', store: 'force' }
  if (asked === 'auto') return { mode: 'auto', store: null }
  if (stored === 'force') return { mode: 'force' }
  if (stored === 'aside') return { mode: 'off' }
  return { mode: 'auto' }
}

/** Runs `use` on session storage; null where the browser refuses it (privacy modes, sandboxes). */
function withSession<T>(use: (storage: Storage) => T): T | null {
  try {
    return use(window.sessionStorage)
  } catch {
    return null
  }
}

/** The stage stepped aside during this page's life (storage may be refused). */
let asideNow = false

/** This page's mode (glChoiceFrom), storing what the query asked for the visit. */
export function glMode(): GlMode {
  if (asideNow) return 'off'
  const choice = glChoiceFrom(
    location.search,
    withSession((s) => s.getItem(GL_SETTING)),
  )
  const { store } = choice
  if (store === null) withSession((s) => s.removeItem(GL_SETTING))
  else if (store !== undefined) withSession((s) => s.setItem(GL_SETTING, store))
  return choice.mode
}

/** The stage stepped aside: the DOM images for the rest of the visit (reloads included). */
export function stayAsideForVisit(): void {
  asideNow = true
  withSession((s) => s.setItem(GL_SETTING, 'aside'))
}

let logged = false

/** Logs why the page shows the DOM images instead of the canvas, once a page load. */
export function logStageDecision(reason: string): void {
  if (logged) return
  logged = true
  console.info(`WebGL stage: ${reason}; the DOM images show instead (?gl=force keeps the canvas).`)
}

import { safeWebHref } from '../../lib/safe-href.ts'

/** Greenhouse's embed: `https://boards.greenhouse.io/embed/job_board/js?for=<board>`. */
const EMBED_PATH = '/embed/job_board/js'
const BOARD_TOKEN = /^[\w-]+$/

/**
 * The board's own page, for visitors the embed failed: Greenhouse serves it at
 * `<the script's host>/<board>`. Null when the setting names no Greenhouse board (the lake's
 * stand-in has no page of its own).
 */
export function boardPageUrl(scriptUrl: string): string | null {
  let url: URL
  try {
    url = new URL(scriptUrl)
  } catch {
    return null
  }
  const board = url.searchParams.get('for')
  if (url.protocol !== 'https:' || url.pathname !== EMBED_PATH || !board) return null
  if (!BOARD_TOKEN.test(board) || !/(^|\.)greenhouse\.io$/.test(url.hostname)) return null
  return safeWebHref(`${url.origin}/${board}`)
}

import { useEffect, useRef, useState } from 'react'
import { settings } from '../../content/settings.ts'
import { CAREERS_EMAIL } from '../../content/studio.ts'
import { NEW_TAB_REL } from '../../lib/safe-href.ts'
import { type EmbedStatus, RENDER_LIMIT_MS, startStatusMachine } from '../embed-status.ts'
import { loadScript } from '../load-script.ts'
import { boardPageUrl } from './board-page.ts'
import './job-board.css'

const LIMITS = { loading: RENDER_LIMIT_MS }

/**
 * Greenhouse's job board: the script loads once and fills `#grnhse_app`, but its auto-load
 * waits for window `load` (long past in a single-page app), so each mount calls
 * `Grnhse.Iframe.load()`. Failing or late, it leaves the board page's link and the address.
 */
export function JobBoard() {
  const boardRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<EmbedStatus>('loading')
  const boardPage = boardPageUrl(settings.jobBoardScriptUrl)

  useEffect(() => {
    const board = boardRef.current
    if (!board) return
    let live = true
    let lateLogged = false
    const machine = startStatusMachine({ name: 'Job board', limits: LIMITS, onChange: setStatus })
    const ready = () => {
      if (!live || board.childElementCount === 0) return
      if (machine.status !== 'fallback') machine.send({ type: 'rendered' })
      else if (!lateLogged) {
        // The board stays hidden: the visitor keeps the links they were given.
        lateLogged = true
        console.warn('Job board arrived after its time limit; the fallback stays.')
      }
    }
    const observer = new MutationObserver(ready)
    observer.observe(board, { childList: true })
    window.addEventListener('grnhse:ready', ready)
    loadScript(settings.jobBoardScriptUrl)
      .then(() => {
        if (!live || machine.status !== 'loading') return
        const load = window.Grnhse?.Iframe?.load
        if (typeof load !== 'function') throw new Error('Grnhse.Iframe.load is missing')
        load()
      })
      .catch((error: unknown) => machine.send({ type: 'load-failed', error }))
    return () => {
      live = false
      machine.stop()
      observer.disconnect()
      window.removeEventListener('grnhse:ready', ready)
    }
  }, [])

  return (
    <div className="job-board" data-status={status}>
      {/* One live region for the loading state and the fallback that may replace it. */}
      <div className="job-board__status" role="status">
        {status === 'loading' && (
          <div className="job-board__loading">
            <span className="job-board__bars" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            Loading current openings…
          </div>
        )}
        {status === 'fallback' && (
          <p className="job-board__fallback">
            The job board didn't load.{' '}
            {boardPage && (
              <>
                See the openings on{' '}
                <a href={boardPage} target="_blank" rel={NEW_TAB_REL}>
                  the board's own page<span className="sr-only"> (opens in a new tab)</span>
                </a>
                , or send
              </>
            )}
            {!boardPage && 'Send'} your work and a few lines about yourself to{' '}
            <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>.
          </p>
        )}
      </div>
      <div
        id="grnhse_app"
        ref={boardRef}
        className="job-board__app"
        data-careers-email={CAREERS_EMAIL}
        hidden={status === 'fallback'}
      />
    </div>
  )
}

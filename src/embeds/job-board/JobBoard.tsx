import { useEffect, useRef, useState } from 'react'
import { settings } from '../../content/settings.ts'
import { CAREERS_EMAIL } from '../../content/studio.ts'
import { loadScript } from '../load-script.ts'
import './job-board.css'

type Status = 'loading' | 'ready' | 'failed'

/**
 * The external job board (Greenhouse's embed): the script loads once per page life and fills
 * `#grnhse_app`. Its auto-load waits for window `load`, usually past in a single-page app, so
 * every mount calls `Grnhse.Iframe.load()`. A loading animation shows until the board fills.
 */
export function JobBoard() {
  const boardRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    const board = boardRef.current
    if (!board) return
    let live = true
    const ready = () => {
      if (live && board.childElementCount > 0) setStatus('ready')
    }
    const observer = new MutationObserver(ready)
    observer.observe(board, { childList: true })
    window.addEventListener('grnhse:ready', ready)
    loadScript(settings.jobBoardScriptUrl)
      .then(() => {
        if (!live) return
        const load = window.Grnhse?.Iframe?.load
        if (typeof load !== 'function') throw new Error('Grnhse.Iframe.load is missing')
        load()
      })
      .catch((error: unknown) => {
        if (!live) return
        console.error('Job board failed to load:', error)
        setStatus('failed')
      })
    return () => {
      live = false
      observer.disconnect()
      window.removeEventListener('grnhse:ready', ready)
    }
  }, [])

  return (
    <div className="job-board" data-status={status}>
      {status === 'loading' && (
        <div className="job-board__loading" role="status">
          <span className="job-board__bars" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          Loading current openings…
        </div>
      )}
      {status === 'failed' && (
        <p className="job-board__fallback">
          The job board didn't load. Send your work and a few lines about yourself to{' '}
          <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>.
        </p>
      )}
      <div
        id="grnhse_app"
        ref={boardRef}
        className="job-board__app"
        data-careers-email={CAREERS_EMAIL}
        hidden={status === 'failed'}
      />
    </div>
  )
}

import './rotate.css'

/**
 * Asks phones held sideways to turn back to portrait. Pure CSS decides when it shows
 * (rotate.css): a touch device — `(hover: none) and (pointer: coarse)` — in landscape
 * with a viewport under 500 px tall. Otherwise it is display:none, out of the
 * accessibility tree; when it appears, role="alert" announces the sentence.
 */
export function RotateOverlay() {
  return (
    <div className="rotate" role="alert">
      <svg className="rotate__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect
          x="14"
          y="4"
          width="20"
          height="40"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <circle cx="24" cy="38" r="2" fill="currentColor" />
      </svg>
      <p className="rotate__text">
        Very cinematic of you - but this site is best viewed in portrait mode.
      </p>
    </div>
  )
}

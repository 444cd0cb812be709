type Direction = 'right' | 'left' | 'down' | 'up-right'

const ROTATION: Record<Direction, number> = { right: 0, down: 90, left: 180, 'up-right': -45 }

interface ArrowIconProps {
  direction?: Direction
  className?: string
}

/**
 * The chrome's one arrow, drawn in currentColor and always decorative. The direction
 * rotates the path, leaving the svg's own `transform` free for CSS states.
 */
export function ArrowIcon({ direction = 'right', className }: ArrowIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 12h17M13 5l7 7-7 7"
        transform={`rotate(${ROTATION[direction]} 12 12)`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="square"
      />
    </svg>
  )
}

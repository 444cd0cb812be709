/**
 * The first focusable element: jumps past the chrome to the page (visible on focus).
 * Following the fragment focuses `main`, which has tabIndex -1.
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  )
}

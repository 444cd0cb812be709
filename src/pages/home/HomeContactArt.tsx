/** Decorative artwork beside the contact form: a few bold shapes, hidden from AT. */
export function HomeContactArt() {
  return (
    <svg className="home-contact__art" viewBox="0 0 400 560" aria-hidden="true" focusable="false">
      <rect width="400" height="560" fill="#111" />
      <circle cx="200" cy="190" r="130" fill="#f2ff5c" />
      <path d="M0 560 L0 380 Q200 300 400 380 L400 560 Z" fill="#f4f1ea" />
      <circle cx="200" cy="190" r="54" fill="#111" />
      <rect x="40" y="470" width="120" height="12" fill="#111" />
      <rect x="40" y="500" width="200" height="12" fill="#111" />
    </svg>
  )
}

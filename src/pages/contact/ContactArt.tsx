/**
 * Decorative artwork beside the contact form: a conversation, abstracted (a speech
 * bubble, lines of text, a rising sun of paper). Pure SVG, hidden from assistive tech.
 */
export function ContactArt() {
  return (
    <svg
      className="contact-art__svg"
      viewBox="0 0 600 800"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="600" height="800" fill="#111" />
      <defs>
        <pattern id="contact-art-dots" width="36" height="36" patternUnits="userSpaceOnUse">
          <circle cx="18" cy="18" r="4" fill="#f4f1ea" opacity="0.35" />
        </pattern>
      </defs>
      <rect x="354" y="502" width="216" height="288" fill="url(#contact-art-dots)" />
      <circle cx="600" cy="800" r="150" fill="none" stroke="#f2ff5c" strokeWidth="3" />
      <circle cx="150" cy="800" r="250" fill="#f4f1ea" />
      <path d="M150 560 v-70 h70 z" fill="#111" />
      <path d="M180 420 L120 520 L260 470 Z" fill="#f2ff5c" />
      <circle cx="340" cy="300" r="220" fill="#f2ff5c" />
      <g fill="#111">
        <rect x="220" y="228" width="230" height="30" rx="15" />
        <rect x="220" y="284" width="180" height="30" rx="15" />
        <rect x="220" y="340" width="110" height="30" rx="15" />
      </g>
      <circle cx="478" cy="140" r="18" fill="#111" />
      <path d="M40 120 h120 M40 150 h80" stroke="#f4f1ea" strokeWidth="10" strokeLinecap="round" />
    </svg>
  )
}

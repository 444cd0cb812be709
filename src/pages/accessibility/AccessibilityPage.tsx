import { ACCESSIBILITY_EMAIL } from '../../content/studio.ts'
import { LegalPage, type LegalSection } from '../legal/LegalPage.tsx'

const mail = <a href={`mailto:${ACCESSIBILITY_EMAIL}`}>{ACCESSIBILITY_EMAIL}</a>

const SECTIONS: LegalSection[] = [
  {
    heading: 'Conformance status',
    blocks: [
      <p key="a">
        The Web Content Accessibility Guidelines (WCAG) set out how to make web content more
        accessible to people with disabilities. This website is partially conformant with WCAG 2.2
        level AA: most of it meets the standard, and some parts do not yet fully conform.
      </p>,
    ],
  },
  {
    heading: 'Measures we take',
    blocks: [
      <ul key="a">
        <li>We design and build to WCAG 2.2 AA from the first sketch of every page.</li>
        <li>Every page works with a keyboard alone, starting from a skip link to the content.</li>
        <li>Text keeps a contrast of at least 4.5:1 and focus is always visible.</li>
        <li>Motion stops when your system asks for reduced motion.</li>
        <li>Each release is checked with automated tests, a keyboard and a screen reader.</li>
      </ul>,
    ],
  },
  {
    heading: 'Browser support',
    blocks: [
      <p key="a">
        The site is built for the latest two major versions of Chrome, Edge, Firefox and Safari, on
        desktop and mobile, and for the screen readers commonly used with them. Older browsers may
        show the content without some of its layout or motion.
      </p>,
    ],
  },
  {
    heading: 'Known limitations',
    blocks: [
      <p key="a">Despite our efforts, a few things may not work as well as they should:</p>,
      <ul key="b">
        <li>
          The contact form and the job board come from third-party providers. We style and test
          them, but we do not control all of their markup.
        </li>
        <li>
          Some older project videos have no captions or audio description yet. We add them as we
          update each project.
        </li>
        <li>
          The horizontal layout can feel unfamiliar. Tab, the arrow keys and the skip link all move
          through every page.
        </li>
      </ul>,
    ],
  },
  {
    heading: 'Assessment',
    blocks: [
      <p key="a">
        We assess this site ourselves: automated checks on every page at desktop and mobile sizes,
        plus manual review with a keyboard, screen readers, zoom and reduced motion.
      </p>,
    ],
  },
  {
    heading: 'Feedback and contact',
    blocks: [
      <p key="a">
        If something gets in your way, tell us. E-mail {mail} or use our contact form, and include
        the page address and what happened. We respond to feedback within 2 business days.
      </p>,
    ],
  },
  {
    heading: 'Escalation',
    blocks: [
      <p key="a">
        If our answer does not solve the problem, reply and ask for it to be escalated, or e-mail{' '}
        {mail} with “Escalation” in the subject line. Our accessibility lead reviews every
        escalation and responds within 2 business days.
      </p>,
    ],
  },
]

/** The accessibility statement, last updated 08/28/2025. */
export function AccessibilityPage() {
  return (
    <LegalPage
      title="Accessibility Statement"
      updated={{ text: '08/28/2025', iso: '2025-08-28' }}
      lead="We want everyone to be able to see our work, read our stories and get in touch, whatever the ability or the technology they bring."
      sections={SECTIONS}
    />
  )
}

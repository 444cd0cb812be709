import { COMPLIANCE_EMAIL } from '../../content/studio.ts'
import { LegalPage, type LegalSection } from '../legal/LegalPage.tsx'

const mail = <a href={`mailto:${COMPLIANCE_EMAIL}`}>{COMPLIANCE_EMAIL}</a>

const SECTIONS: LegalSection[] = [
  {
    heading: 'Information we collect',
    blocks: [
      <p key="a">
        We collect only what we need to run this site and to answer you. That comes down to three
        things:
      </p>,
      <ul key="b">
        <li>
          <strong>Name</strong> — when you fill in the contact form or apply for a role.
        </li>
        <li>
          <strong>Email address</strong> — so we can reply.
        </li>
        <li>
          <strong>Usage data</strong> — collected automatically as you browse: pages viewed, time on
          page, browser and device type, approximate location from your IP address, and the site
          that referred you.
        </li>
      </ul>,
    ],
  },
  {
    heading: 'How we use it',
    blocks: [
      <p key="a">
        We use your name and email address to reply to your message, to consider your application
        and, only if you ask us to, to send you news from the studio. We use usage data in
        aggregate, to learn which work people look at and to keep the site fast and secure.
      </p>,
    ],
  },
  {
    heading: 'We do not sell your data',
    blocks: [
      <p key="a">
        We do not sell, rent or trade your personal information. We share it only with the service
        providers that host this site, our forms and our job board, under contracts that limit their
        use of it to that service, or when the law requires us to.
      </p>,
    ],
  },
  {
    heading: 'Children',
    blocks: [
      <p key="a">
        This site is not directed to children under 13, and we do not knowingly collect personal
        information from children under 13. If you believe a child under 13 has sent us information,
        contact us and we will delete it.
      </p>,
    ],
  },
  {
    heading: 'Opting out',
    blocks: [
      <p key="a">
        You can opt out of any email from us at any time: use the unsubscribe link in the message,
        or e-mail our compliance team at {mail} with “Opt out” in the subject line.
      </p>,
    ],
  },
  {
    heading: 'Your California privacy rights',
    blocks: [
      <p key="a">
        If you live in California, you have the right to know what personal information we hold
        about you, to have it corrected or deleted, and to opt out of its sale (we do not sell it).
        We will not treat you differently for using these rights.
      </p>,
      <p key="b">
        To make a request, e-mail {mail}. We will confirm receipt of your request within 10 days and
        respond within 45 days.
      </p>,
      <p key="c">
        Requests made online go through two-step verification: you send the request, then confirm it
        from the email address we have on file, so we know it came from you.
      </p>,
    ],
  },
  {
    heading: 'Do Not Track',
    blocks: [
      <p key="a">
        Some browsers send a “Do Not Track” signal. There is no agreed standard for what it should
        mean, so this site does not respond to do-not-track signals. We do not follow you across
        other websites.
      </p>,
    ],
  },
  {
    heading: 'Keeping it safe',
    blocks: [
      <p key="a">
        We keep personal information only as long as we need it for the purposes above and protect
        it with reasonable technical and organisational measures. No way of sending data over the
        internet is completely secure, so we cannot promise absolute security.
      </p>,
    ],
  },
  {
    heading: 'Changes and questions',
    blocks: [
      <p key="a">
        When this policy changes, the date at the top changes with it. Questions about your
        information or this policy? Write to {mail}.
      </p>,
    ],
  },
]

/** The privacy policy, last updated April 27, 2023. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={{ text: 'April 27, 2023', iso: '2023-04-27' }}
      lead="What we collect when you visit this site or get in touch, why, and the choices you have."
      sections={SECTIONS}
    />
  )
}

import type { DigestCopy } from './digest-types.ts'

export const DIGEST_B: DigestCopy[] = [
  {
    slug: 'small-screen-first',
    title: 'Designing for the small screen first, again',
    tag: 'culture',
    services: ['web', 'content'],
    palette: 'sky',
    styles: ['panels', 'orbit'],
    word: 'Thumb',
    headline: 'Why every project now starts **on a phone held in one hand**.',
    externalLink: 'https://medium.com/@studiodemo/designing-for-the-small-screen-first-again',
    headerBody:
      '<p>Most of the people who see our work see it on a phone, standing up, with one hand free. So that is where we start.</p><p>Our web lead on <em>why</em>, and on the one rule we never break: <strong>no text smaller than the body copy of a paperback</strong>.</p>',
    body: [
      [
        'A few years ago we drifted. Big screens in the studio, big screens in presentations, and phones as an afterthought.',
        'Now the first review of every project happens on a phone, passed around the table. If it does not work there, it does not move on.',
      ],
      [
        'It changes the work. Layouts get simpler, type gets bigger, and the one thing that matters on the page has to earn its place.',
      ],
      [
        'Read more about how we built [Care, Clearly](https://studiodemo.co/work/care-clearly) this way.',
      ],
    ],
  },
  {
    slug: 'durham-print-room',
    title: 'Inside the Durham print room',
    tag: 'culture',
    services: ['branding'],
    palette: 'olive',
    styles: ['tiles', 'type'],
    word: 'Press',
    headline: 'A **Vandercook**, a risograph and a drawer of wood type.',
    externalLink: 'https://www.linkedin.com/pulse/inside-the-durham-print-room-studiodemo/',
    headerBody:
      '<p>At the back of our Durham studio is a room that smells of ink. It is where half of our identities get their first real test.</p><p>We print proofs, posters and, once a year, <a href="https://studiodemo.co/shop">a small run for the shop</a>.</p>',
    body: [
      [
        'The press came from a closing print shop in Raleigh. It took six people and a borrowed pallet jack to get it through the door.',
        'Nothing we print there is precious. It is a place to find out what a color does on paper before a client pays for ten thousand of them.',
      ],
      ['The risograph does the quick jobs: zines, invitations and the occasional birthday card.'],
      [
        'Fridays after four, the room is open to anyone in the studio who wants to make something that is not for a client.',
      ],
    ],
  },
  {
    slug: 'motion-in-twelve-frames',
    title: 'A motion system in twelve frames',
    tag: 'process',
    services: ['motion', 'branding'],
    palette: 'charcoal',
    styles: ['stripes', 'bloom'],
    word: 'Frame',
    headline: 'How we build identities that **move first** and sit still second.',
    externalLink: 'https://medium.com/@studiodemo/a-motion-system-in-twelve-frames',
    headerBody:
      '<p>A logo is a still frame of something that should move. Our head of motion on designing the <strong>behavior</strong> of a brand before its static version.</p>',
    body: [
      [
        'We start with twelve frames: the twelve moments that tell you how a brand moves. How it enters, how it leaves, how it reacts when someone taps it.',
        'Only when those feel right do we pick the still frame that becomes the logo.',
      ],
      [
        'The result is a system that can be animated by anyone on the client team, because the rules came first and the pictures second.',
      ],
      [
        'You can see it in [Every Mile Counts](https://studiodemo.co/work/every-mile-counts), where the type moves at the pace of each runner.',
      ],
    ],
  },
  {
    slug: 'open-studio-los-angeles',
    title: 'Open studio night in Los Angeles',
    tag: 'events',
    services: ['experiential', 'content'],
    palette: 'pine',
    styles: ['halftone', 'arches'],
    word: 'Open',
    headline: 'Come see the stages, meet the team and **make a print** to take home.',
    externalLink: 'https://www.linkedin.com/pulse/open-studio-night-los-angeles-studiodemo/',
    headerBody:
      '<p>Our Culver City studio opens its doors on the first Thursday of the month, from <strong>6 to 9 pm</strong>.</p><p>There will be work in progress, a print station and food from our neighbors. <a href="https://studiodemo.co/contact">Let us know you are coming</a>.</p>',
    body: [
      [
        'Open studio nights started as a way to show our families what we do all day. They grew into the best evening of the month.',
      ],
      [
        'This time the motion team is showing the new showreel on the big stage, and the print room from Durham is sending a press.',
      ],
      [
        'Bring a friend. Bring a portfolio, if you want feedback. Leave with a print and, we hope, an idea.',
      ],
    ],
  },
]

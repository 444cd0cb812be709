import type { DigestCopy } from './digest-types.ts'

export const DIGEST_A: DigestCopy[] = [
  {
    slug: 'hello-toronto',
    title: 'Hello, Toronto',
    tag: 'news',
    services: ['strategy', 'branding', 'web'],
    palette: 'berry',
    styles: ['orbit', 'tiles'],
    word: 'Toronto',
    headline: 'Our **sixth studio** opens on Queen Street West.',
    externalLink: 'https://www.linkedin.com/pulse/hello-toronto-studiodemo/',
    headerBody:
      '<p>We are opening a studio in <strong>Toronto</strong>, our first outside the United States and our sixth in all.</p><p>The new team leads web and product work for clients across Canada, starting with <a href="https://studiodemo.co/work/open-shelves">Lakeshore Public Library</a>.</p>',
    body: [
      [
        'Toronto has been on the whiteboard for a while. We have worked with clients here for four years, and every visit ended with someone asking when we would stop flying in.',
        '## Who is there',
        'The studio opens with eight people, most of them engineers and product designers, led by **Marcus Bell**, our technology director.',
      ],
      [
        'The space is a former textile showroom with tall windows, a long table and, for now, a lot of empty shelves.',
      ],
      [
        'If you are in the city, come and say hello. We are hiring, too: see the [open roles](https://studiodemo.co/careers).',
      ],
    ],
  },
  {
    slug: 'desert-shoot-notes',
    title: 'Notes from four days in the desert',
    tag: 'process',
    services: ['photography', 'content'],
    palette: 'rust',
    styles: ['waves', 'bloom'],
    word: 'Heat',
    headline: 'What we learned shooting _After Dark_ between sunset and sunrise.',
    externalLink: 'https://medium.com/@studiodemo/notes-from-four-days-in-the-desert',
    headerBody:
      '<p>Four nights, one generator and a crew of nine. Our Los Angeles team on shooting the <em>After Dark</em> idents in the Sonoran Desert.</p><p><strong>Short version:</strong> bring more water than you think, and a second clock set to sunset.</p>',
    body: [
      [
        'The brief was simple to write and hard to shoot: every ident had to be filmed in the seven minutes after the sun touched the horizon.',
        'That gave us one take a night. We rehearsed in daylight with the camera running, so by dusk every move was muscle memory.',
      ],
      [
        '**Light moves fast out there.** We built a small app that counted down to sunset for the exact position of the camera, not the nearest town.',
      ],
      [
        'The last night we wrapped at 8:14 pm, packed by torchlight, and ate the best tacos in Tucson at midnight.',
      ],
    ],
  },
  {
    slug: 'transit-map-type',
    title: 'What a transit map taught us about type',
    tag: 'process',
    services: ['branding', 'experiential'],
    palette: 'navy',
    styles: ['stripes', 'panels'],
    word: 'Route',
    headline: 'Lessons from redrawing **nine lines** and **240 stations** for Copperline.',
    externalLink:
      'https://www.linkedin.com/pulse/what-a-transit-map-taught-us-about-type-studiodemo/',
    headerBody:
      '<p>Designing type for a platform in Phoenix in July is not like designing type for a screen. Our Phoenix studio on the <a href="https://studiodemo.co/work/next-stop">Next Stop</a> project.</p>',
    body: [
      [
        'Heat shimmer is real. At forty meters, in midday sun, thin strokes simply vanish. We tested every weight on a full-size sign at the end of a real platform.',
        'The winner was heavier than anyone expected, with wide spacing and open counters.',
      ],
      [
        'We gave each line a shape as well as a color, so the map still works for riders with color blindness and in a grayscale print-out.',
      ],
      [
        'Most of all, we learned to trust the riders. _Every_ change we made came from a conversation on a platform.',
      ],
    ],
  },
  {
    slug: 'three-projects-one-shortlist',
    title: 'Three projects, one shortlist',
    tag: 'recognition',
    services: ['campaign', 'motion', 'branding'],
    palette: 'violet',
    styles: ['arches', 'halftone'],
    word: 'Prize',
    headline:
      '_Trail Notes_, _Slow Pour_ and _After Dark_ are on this year’s regional design shortlist.',
    externalLink: 'https://medium.com/@studiodemo/three-projects-one-shortlist',
    headerBody:
      '<p>Three projects from three of our studios made the <strong>regional design shortlist</strong> this year.</p><p>Thank you to Harbor &amp; Pine, Northloop Coffee and the Saguaro Film Festival for trusting us with the work.</p>',
    body: [
      [
        'Shortlists are nice. What we are proudest of is that all three projects were made with small teams, in close partnership with their clients.',
      ],
      [
        '_Trail Notes_ came out of Durham, _Slow Pour_ out of our print room, and _After Dark_ out of Los Angeles and Phoenix working as one team.',
      ],
      ['Winners are announced next month. Whatever happens, the first round is on us.'],
    ],
  },
]

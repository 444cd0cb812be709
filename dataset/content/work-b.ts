import type { WorkCopy } from './work-types.ts'

export const WORK_B: WorkCopy[] = [
  {
    slug: 'care-clearly',
    title: 'Care, Clearly',
    client: 'lumen',
    tags: ['web', 'content', 'strategy'],
    palette: 'mint',
    styles: ['bloom', 'waves', 'orbit'],
    word: 'Care',
    hero: 'A patient portal that **feels like a conversation**.',
    intro: [
      'Lumen runs eighteen clinics across the Triangle. Its patients were juggling three logins and a phone tree to book a check-up.',
      'We mapped every patient journey with nurses and front-desk teams, then designed one portal around the three things people actually come to do: _book_, _ask_ and _pay_.',
    ],
    caption: 'A component library built for large text and one-handed use.',
    single: [
      'Appointment reminders are written like a note from your nurse, not a message from a system.',
      'Every screen was tested with patients over seventy, **and they set the bar**.',
    ],
    double: [
      'Clinic signage now matches the screens patients have just used.',
      'Bilingual by default: English and Spanish share every layout.',
    ],
    stats: {
      header: 'The first year',
      items: [
        ['71%', 'of visits booked online'],
        ['3 → 1', 'logins per patient'],
        ['4.8', 'average app rating'],
      ],
    },
  },
  {
    slug: 'next-stop',
    title: 'Next Stop',
    client: 'copperline',
    tags: ['branding', 'experiential', 'motion'],
    palette: 'lemon',
    styles: ['stripes', 'tiles', 'panels'],
    word: 'Line',
    hero: 'Wayfinding for a desert city **that keeps growing**.',
    intro: [
      'Copperline moves 120,000 riders a day across greater Phoenix. Its map had grown one line at a time for thirty years.',
      'We redrew the network from scratch, built a sign family that stays readable in full midday sun, and gave every line a color and a shape, so riders who do not read English can still find their stop.',
    ],
    caption: 'Each line has a shape as well as a color, so the map still works in grayscale.',
    single: [
      'Type sizes were set by standing at the far end of real platforms, at noon, in July.',
      'Arrival screens count down with a simple sweep instead of a string of digits.',
    ],
    double: [
      'Shelter panels double as shade.',
      'The pocket map folds to fit a back pocket, as promised.',
    ],
    stats: {
      header: 'On the platform',
      items: [
        ['9', 'lines, redrawn'],
        ['240', 'stations re-signed'],
        ['0', 'words of English needed to change lines'],
      ],
    },
    closing: [
      'The first line opened with the new system in May; the rest follow by the end of summer.',
    ],
  },
  {
    slug: 'open-shelves',
    title: 'Open Shelves',
    client: 'lakeshore',
    tags: ['campaign', 'editorial'],
    palette: 'lilac',
    styles: ['type', 'arches', 'halftone'],
    word: 'Read',
    hero: 'A library campaign that **lends itself out**.',
    intro: [
      'Lakeshore Public Library in Toronto wanted to remind the city that a library card is the best free thing it owns.',
      '_Open Shelves_ turned staff picks into posters, streetcar cards and a weekly newsletter, each one a real recommendation from a real librarian, signed.',
    ],
    caption: "Posters set like book jackets, each carrying a librarian's signature.",
    single: [
      'We wrote 64 short reviews with the branch staff. **None is longer than a postcard.**',
      'The editorial system runs on a template the library team updates every Monday.',
    ],
    double: [
      'Streetcar cards ran on every route in the west end.',
      'The newsletter reached 40,000 inboxes by the end of the first season.',
    ],
    stats: {
      header: 'The season in numbers',
      items: [
        ['18k', 'new library cards'],
        ['64', 'staff picks published'],
        ['22', 'branches taking part'],
      ],
    },
  },
  {
    slug: 'after-dark',
    title: 'After Dark',
    client: 'saguaro',
    tags: ['motion', 'branding'],
    palette: 'plum',
    styles: ['bloom', 'orbit', 'waves'],
    word: 'Dusk',
    hero: 'A festival identity that **starts at sunset**.',
    intro: [
      'Saguaro screens films outdoors in the Sonoran Desert, starting the moment the sun goes down.',
      'We built the identity around that moment: a palette that moves from dusk to dark over the festival week, title sequences timed to the real sunset, and a poster series printed in glow-in-the-dark ink.',
    ],
    caption: 'The palette shifts one shade darker every night of the festival.',
    single: [
      "Every screening opened with a ten-second ident timed to that evening's sunset.",
      '**The last poster only shows up with the lights off.**',
    ],
    video: 'Festival idents, one for each of the seven nights, cut to the minute of sunset.',
    stats: {
      header: 'Festival week',
      items: [
        ['7', 'nights under the sky'],
        ['54', 'films screened'],
        ['11k', 'tickets sold'],
      ],
    },
    closing: ["Next year's dates are set by the almanac, as always."],
  },
  {
    slug: 'rooms-for-looking',
    title: 'Rooms for Looking',
    client: 'oakfield',
    tags: ['experiential', 'editorial', 'web'],
    palette: 'sand',
    styles: ['panels', 'tiles', 'type'],
    word: 'Look',
    hero: 'A museum guide that **asks you to slow down**.',
    intro: [
      "Oakfield's visitors spent an average of nine seconds in front of each work. The museum wanted to give them a reason to stay.",
      'We designed _Rooms for Looking_: gallery texts that start with a question, a printed guide that doubles as a sketchbook, and a quiet website that says what is on and then gets out of the way.',
    ],
    caption: 'Gallery labels lead with a question, not a date.',
    single: [
      'Half of the guide is blank on purpose: visitors are asked to draw what they see.',
      'Wall texts went from 120 words to 40, each one written with the curators.',
    ],
    double: [
      'Benches moved in front of the works with the longest labels.',
      'The website runs on the same text system as the gallery walls.',
    ],
    stats: {
      header: 'A year later',
      items: [
        ['27s', 'average time in front of a work'],
        ['3×', 'more guides taken home'],
        ['40', 'words per label, at most'],
      ],
    },
    closing: ['Drop by on a Thursday evening, when the galleries stay open late.'],
  },
  {
    slug: 'sound-you-can-see',
    title: 'Sound You Can See',
    client: 'tidewater',
    tags: ['content', 'motion', 'photography'],
    palette: 'coral',
    styles: ['halftone', 'stripes', 'bloom'],
    word: 'Hear',
    hero: 'Making speakers look the way **they sound**.',
    intro: [
      'Tidewater builds speakers by hand in Los Angeles. Its product photos looked like everyone else’s: black boxes on white.',
      'We built a content system that makes sound visible: still lifes lit to the frequency curve of each speaker, and short loops where the waveform becomes the set.',
    ],
    caption: "Each still life is lit to match its speaker's frequency response.",
    single: [
      'We shot the whole range in four days, on one stage at our Culver City studio.',
      'The loops run exactly as long as the demo tracks, so they stay in sync on any screen.',
    ],
    double: [
      "Each product page plays the speaker's own demo track.",
      'Print ads were set in the same halftone used on the grilles.',
    ],
    video:
      'Launch loops for the studio monitor range. [See the range](https://www.instagram.com/studiodemo/).',
    closing: ['The range launched in twelve showrooms across North America in April.'],
  },
]

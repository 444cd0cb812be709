import type { WorkCopy } from './work-types.ts'

export const WORK_A: WorkCopy[] = [
  {
    slug: 'trail-notes',
    title: 'Trail Notes',
    client: 'harbor-pine',
    tags: ['campaign', 'photography', 'content'],
    palette: 'forest',
    styles: ['waves', 'orbit', 'stripes'],
    word: 'Trail',
    hero: 'A spring campaign written **on the trail**, not in the office.',
    intro: [
      'Harbor & Pine asked for a campaign that felt like the weekends their customers actually have: muddy, unplanned and better than expected.',
      "We sent a small crew up the Eno River with three hikers, a notebook and no shot list. What came back became _Trail Notes_, a season of short films, field journals and outdoor posters that reads like a friend's recommendation.",
    ],
    caption: 'Field journal spreads set in a condensed grotesk, with hand-drawn trail markers.',
    single: [
      'Every piece started as a page in a real notebook. **The handwriting stayed in.**',
      'The typography borrows from trail blazes: short, stacked and impossible to miss.',
    ],
    double: [
      'Outdoor posters ran along the same greenways the films were shot on.',
      'Short films were cut for vertical feeds and for cinema pre-roll from the same rushes.',
    ],
    stats: {
      header: 'Season one, in numbers',
      items: [
        ['3.1M', 'film views in six weeks'],
        ['42%', 'lift in spring outerwear sales'],
        ['18', 'trail-side placements'],
      ],
    },
    closing: [
      'Season two is already in the notebook. [Follow along on Instagram](https://www.instagram.com/studiodemo/).',
    ],
  },
  {
    slug: 'slow-pour',
    title: 'Slow Pour',
    client: 'northloop',
    tags: ['branding', 'packaging'],
    palette: 'marigold',
    styles: ['tiles', 'type', 'arches'],
    word: 'Pour',
    hero: 'A coffee brand that takes its time, **and says so**.',
    intro: [
      'Northloop roasts in small batches in a converted garage in Durham. Their old bags said _artisan_ four times and never once mentioned the coffee.',
      'We rebuilt the brand around a single idea, **slow pour**: a warm palette pulled from the roast curve, a label system that puts origin and roast date first, and a wordmark with a little give in it.',
    ],
    caption: 'The label system flexes across twelve single origins without a single new template.',
    single: [
      'Roast color drives the palette: the lighter the roast, the paler the bag.',
      'Counter cards, cups and the delivery van all come from the same kit of parts.',
    ],
    double: [
      'Bags are printed in one spot color on recycled kraft.',
      'A stamp set lets the café team make their own signs.',
    ],
    stats: {
      header: 'Since the rebrand',
      items: [
        ['2×', 'wholesale accounts'],
        ['12', 'single-origin labels'],
        ['1', 'spot color per bag'],
      ],
    },
    closing: [
      'The café on Geer Street reopened with the new identity in March. Come by for a cortado.',
    ],
  },
  {
    slug: 'every-mile-counts',
    title: 'Every Mile Counts',
    client: 'vela',
    tags: ['campaign', 'motion'],
    palette: 'cobalt',
    styles: ['stripes', 'panels', 'halftone'],
    word: 'Mile',
    hero: "A running campaign for people who **don't call themselves runners**.",
    intro: [
      'Vela makes running shoes for the middle of the pack. The category shouts about podiums; Vela wanted to talk to the person doing their first 5K at 6am.',
      '_Every Mile Counts_ is a motion-led campaign built from data the runners shared with us: their slowest miles, their longest walks, the day they almost skipped.',
    ],
    caption: "A kinetic type system: each mile marker animates at its runner's own pace.",
    single: [
      'Every runner got a type weight based on their pace. **Slow miles are set bold.**',
      'The system runs across social, in-store screens and the race-day bib.',
    ],
    double: [
      'Shop windows counted miles in real time from the Vela app.',
      "Race bibs carried each runner's slowest mile, printed with pride.",
    ],
    video:
      'The launch film, cut from 212 hours of footage the runners sent in. [Watch it on Vimeo](https://vimeo.com/studiodemo).',
  },
  {
    slug: 'stay-local',
    title: 'Stay Local',
    client: 'greywater',
    tags: ['branding', 'web', 'experiential'],
    palette: 'teal',
    styles: ['arches', 'bloom', 'tiles'],
    word: 'Stay',
    hero: 'Four hotels, four neighborhoods, **one way of welcoming**.',
    intro: [
      'Greywater runs boutique hotels in Toronto, Phoenix, Dallas and Durham. Guests loved the rooms and could not remember the name.',
      'We built an identity that lets each property speak with its own accent: a shared structure of arches and a serif wordmark, with color, art and lettering borrowed from each neighborhood.',
    ],
    caption: 'Key cards, signage and room guides share one grid.',
    single: [
      'The website puts the neighborhood first and the room second. **Bookings went up anyway.**',
      'Each property page is written by someone who lives within a ten-minute walk.',
    ],
    double: [
      'Lobby installations change with the seasons.',
      'Local makers are credited on every object in the room.',
    ],
    stats: {
      header: 'Six months after launch',
      items: [
        ['+27%', 'direct bookings'],
        ['4', 'properties, one system'],
        ['61s', 'average time to book'],
      ],
    },
    closing: [
      'A fifth Greywater opens in Los Angeles next spring, with the lobby designed by our Phoenix studio.',
    ],
  },
  {
    slug: 'plain-words',
    title: 'Banking in Plain Words',
    client: 'meridian',
    tags: ['strategy', 'web', 'content'],
    palette: 'slate',
    styles: ['panels', 'orbit', 'type'],
    word: 'Plain',
    hero: 'We rewrote a credit union **one sentence at a time**.',
    intro: [
      "Meridian's members trusted it more than any big bank, but its website read like a legal department wrote it, because one had.",
      'We started with words, not pixels: a voice guide, a glossary of 140 banking terms in plain English, and a content model that makes every page answer one question.',
    ],
    caption: "A glossary that turns _annual percentage yield_ into 'what you earn in a year'.",
    single: [
      'Every page was read aloud. If it could not be said across a kitchen table, it was rewritten.',
      'The design stays quiet so the words can work: big type, generous space, one action per screen.',
    ],
    stats: {
      header: 'What changed',
      items: [
        ['−38%', 'calls to the help line'],
        ['140', 'terms, rewritten'],
        ['AA', 'WCAG 2.2 conformance'],
      ],
    },
    closing: ['We wrote up what we learned about **writing for money** in the digest.'],
  },
  {
    slug: 'cans-of-the-season',
    title: 'Cans of the Season',
    client: 'fieldhouse',
    tags: ['packaging', 'branding'],
    palette: 'tangerine',
    styles: ['tiles', 'stripes', 'halftone'],
    word: 'Hops',
    hero: 'Sixteen ounces of **limited-edition color**.',
    intro: [
      'Fieldhouse releases a new beer every month and needed packaging that could keep up without hiring a new illustrator each time.',
      'We built a generative can system: a grid of shapes and a palette rule that turn the recipe (hops, malt, strength) into a pattern of its own. The brewers fill in a form; the can designs itself.',
    ],
    caption: 'Twelve months, twelve cans, one rule set.',
    single: [
      'Hoppier beers get sharper shapes. Darker malts pull the palette down.',
      'The system now lives in a small web tool the brewery runs on its own.',
    ],
    double: [
      'Taproom posters come out of the same generator.',
      'Six-pack carriers share a single die-line across the range.',
    ],
    closing: ['Season one sold out in the taproom before it reached a shelf.'],
  },
]

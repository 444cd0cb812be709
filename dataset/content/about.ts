import { CITIES, type City } from '../art/city.ts'
import { palette, paletteByName } from '../art/palettes.ts'
import type { Hair } from '../art/portrait.ts'
import { RATIOS } from '../art/render.ts'
import type { AssetStore } from '../lib/assets.ts'
import { pt } from '../lib/pt.ts'
import { newKey } from '../lib/rng.ts'
import { CLIENTS, clientId } from './clients.ts'
import { ref } from './taxonomy.ts'

const STUDIOS: Record<City, { palette: string; description: string }> = {
  Durham: {
    palette: 'marigold',
    description:
      'Where it started: a former tobacco warehouse with a print room, a test kitchen and the longest lunch table in the company. Home to brand and print.',
  },
  'New York': {
    palette: 'sky',
    description:
      'A loft above Canal Street with a view of the bridge and a standing Friday crit. Campaign, content and most of our client workshops happen here.',
  },
  'Los Angeles': {
    palette: 'blush',
    description:
      'Our production hub in Culver City: two shooting stages, an edit suite and the motion team.',
  },
  Dallas: {
    palette: 'navy',
    description:
      'Strategy and research in Deep Ellum, a short walk from the best breakfast tacos in Texas.',
  },
  Phoenix: {
    palette: 'tangerine',
    description:
      'Experiential design, wayfinding and the fabrication shop, where signs get built and tested in real sun.',
  },
  Toronto: {
    palette: 'teal',
    description:
      'Our newest studio, on Queen Street West: web, product and the engineers who make our work run.',
  },
}

const PEOPLE: { name: string; title: string; hair: Hair; glasses: boolean }[] = [
  { name: 'Maya Okafor', title: 'Founder & Chief Creative Officer', hair: 'curls', glasses: false },
  { name: 'Daniel Reyes', title: 'Managing Director', hair: 'crop', glasses: true },
  { name: 'Priya Natarajan', title: 'Executive Creative Director', hair: 'long', glasses: false },
  { name: 'Tom Lindqvist', title: 'Design Director', hair: 'part', glasses: true },
  { name: 'Aiko Mori', title: 'Head of Motion', hair: 'bun', glasses: false },
  { name: 'Marcus Bell', title: 'Technology Director', hair: 'shaved', glasses: true },
  { name: 'Sofia Castillo', title: 'Senior Producer', hair: 'long', glasses: true },
  { name: 'Jordan Whitfield', title: 'Strategy Lead', hair: 'crop', glasses: false },
]

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export async function aboutDoc(store: AssetStore) {
  const headerImage = await store.image({
    name: 'about-header',
    size: RATIOS['16:9'],
    spec: {
      kind: 'style',
      style: 'tiles',
      palette: paletteByName('signal'),
      word: 'Studio',
      caption: 'Six studios / one table',
    },
    subject: 'About the studio, header artwork',
  })
  const headerArrow = await store.image({
    name: 'about-arrow',
    size: [600, 900],
    spec: { kind: 'arrow', fill: paletteByName('signal').bg },
    subject: 'Scroll down',
  })
  const studios = []
  for (const city of CITIES)
    studios.push({
      _key: newKey(),
      name: city,
      description: STUDIOS[city].description,
      image: await store.image({
        name: `studio-${slug(city)}`,
        size: [800, 1000],
        spec: { kind: 'city', palette: paletteByName(STUDIOS[city].palette), city },
        subject: `The ${city} studio`,
      }),
    })
  const people = []
  for (const [i, person] of PEOPLE.entries())
    people.push({
      _key: newKey(),
      name: person.name,
      title: person.title,
      headshot: await store.image({
        name: `person-${slug(person.name)}`,
        size: [800, 1000],
        // Every third palette, so neighbours on the page never share a ground colour.
        spec: {
          kind: 'portrait',
          palette: palette(2 + i * 3),
          hair: person.hair,
          glasses: person.glasses,
        },
        subject: `Portrait of ${person.name}, ${person.title}`,
      }),
    })
  return {
    _id: 'aboutPage',
    _type: 'aboutPage',
    title: 'About',
    subheading: 'Makers who make the thing',
    headerImage,
    headerArrow,
    headerCopy: pt(
      'We are a creative studio **known for modern content powered by design**: designers, writers, directors, producers and engineers in six cities, working as one team.',
      'We make brands, campaigns, films and websites, and we make them ourselves, from the first sketch to the [last frame](https://vimeo.com/studiodemo).',
    ),
    headerBlurb:
      'Durham, New York, Los Angeles, Dallas, Phoenix and Toronto. Small teams, senior people, and a print room we cannot stop using.',
    studiosSection: {
      title: 'Studios',
      description:
        'Six cities, one way of working. Every project is staffed from wherever the right people are.',
      studios,
    },
    peopleSection: {
      title: 'People',
      description:
        'Around 120 of us across six studios. Here are a few of the people who keep the lights on.',
      people,
    },
    clientsSection: {
      title: 'Clients',
      clients: CLIENTS.map((client) => ref(clientId(client.id), newKey())),
    },
  }
}

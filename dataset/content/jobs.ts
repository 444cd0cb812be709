import type { City } from '../art/city.ts'

const CAREERS_EMAIL = 'careers@studiodemo.co'
export const STUDIO_EMAIL = 'hello@studiodemo.co'

interface Job {
  title: string
  department: string
  location: City
  employmentType: 'Full-time' | 'Part-time' | 'Contract' | 'Internship'
  summary: string
}

const JOBS: Job[] = [
  {
    title: 'Senior Brand Designer',
    department: 'Design',
    location: 'Durham',
    employmentType: 'Full-time',
    summary:
      'Lead identity projects from first sketch to final files, work closely with our print room, and help shape how the Durham studio critiques and ships work.',
  },
  {
    title: 'Motion Designer',
    department: 'Motion',
    location: 'Los Angeles',
    employmentType: 'Full-time',
    summary:
      'Design and animate brand systems, idents and campaign films with our motion team in Culver City. Strong typography and After Effects or Cavalry fluency expected.',
  },
  {
    title: 'Front-end Developer',
    department: 'Technology',
    location: 'Toronto',
    employmentType: 'Full-time',
    summary:
      'Build fast, accessible websites in React and TypeScript, from WebGL portfolios to patient portals, as one of the first engineers in our newest studio.',
  },
  {
    title: 'Producer',
    department: 'Production',
    location: 'New York',
    employmentType: 'Full-time',
    summary:
      'Run campaign and content productions end to end: budgets, schedules, crews and the calm in the room. Three or more years in a studio or agency.',
  },
  {
    title: 'Experiential Designer',
    department: 'Experiential',
    location: 'Phoenix',
    employmentType: 'Contract',
    summary:
      'A six-month contract designing wayfinding and exhibition graphics with our Phoenix studio, including time in our fabrication shop.',
  },
]

/** Job openings for the lake's job board (the Greenhouse-style embed on /careers). */
export function jobDocs() {
  return JOBS.map((job) => ({
    _id: `jobOpening-${job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    _type: 'jobOpening',
    ...job,
    applyUrl: `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${job.title}`)}`,
  }))
}

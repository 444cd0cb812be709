import { PageIntro } from '../../blocks/PageIntro.tsx'
import { textField } from '../../content/text-field.ts'
import { useEntries } from '../../content/useContent.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { CARDS_PER_GROUP } from './progressive.ts'
import { useProgressiveCount } from './useProgressiveCount.ts'
import { WorkCard } from './WorkCard.tsx'
import { WorkChunk } from './WorkChunk.tsx'
import './work.css'

/**
 * Every project, each linking to its page: the first cards, then the rest in batches
 * (progressive.ts), listed meanwhile as plain links for a visitor without JavaScript. Cards go
 * in groups of two batches (WorkChunk), which the browser skips away from the view.
 */
export function WorkPage() {
  const projects = useEntries('workProject')
  const shown = useProgressiveCount(projects.length)
  const rest = projects.slice(shown)
  const starts: number[] = []
  for (let start = 0; start < shown; start += CARDS_PER_GROUP) starts.push(start)
  return (
    <>
      <PageIntro title="Work" count={projects.length} noun="projects" />
      {starts.map((start) => (
        <WorkChunk
          key={start}
          whole={start + CARDS_PER_GROUP <= shown || shown === projects.length}
        >
          {projects.slice(start, Math.min(shown, start + CARDS_PER_GROUP)).map((project, i) => (
            <ContentBoundary key={project._id} label={`workProject ${project._id}`}>
              <WorkCard project={project} index={start + i} />
            </ContentBoundary>
          ))}
        </WorkChunk>
      ))}
      {rest.length > 0 && (
        <noscript>
          <nav className="panel work-more" aria-label="More projects">
            <ul className="work-more__list">
              {rest.map((project) => (
                <li key={project._id}>
                  <a href={project.slug ? `/work/${project.slug}` : '/work'}>
                    {textField(project.title) ?? 'Untitled project'}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
      )}
    </>
  )
}

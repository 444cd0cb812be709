import { useEntries } from '../../app/useContent.ts'
import { PageIntro } from '../../blocks/PageIntro.tsx'
import { textField } from '../../content/text-field.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { useProgressiveCount } from './useProgressiveCount.ts'
import { WorkCard } from './WorkCard.tsx'
import './work.css'

/**
 * Every project, each linking to its page. A large archive renders its first cards and
 * then the rest in batches (progressive.ts); until they are in, the page's HTML lists the
 * rest as plain links for a visitor without JavaScript.
 */
export function WorkPage() {
  const projects = useEntries('workProject')
  const shown = useProgressiveCount(projects.length)
  const rest = projects.slice(shown)
  return (
    <>
      <PageIntro title="Work" count={projects.length} noun="projects" />
      {projects.slice(0, shown).map((project, i) => (
        <ContentBoundary key={project._id} label={`workProject ${project._id}`}>
          <WorkCard project={project} index={i} />
        </ContentBoundary>
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

import { useEntries } from '../../app/useContent.ts'
import { PageIntro } from '../../blocks/PageIntro.tsx'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { WorkCard } from './WorkCard.tsx'
import './work.css'

/** Every project, each linking to its page. */
export function WorkPage() {
  const projects = useEntries('workProject')
  return (
    <>
      <PageIntro title="Work" count={projects.length} noun="projects" />
      {projects.map((project, i) => (
        <ContentBoundary key={project._id} label={`workProject ${project._id}`}>
          <WorkCard project={project} index={i} />
        </ContentBoundary>
      ))}
    </>
  )
}

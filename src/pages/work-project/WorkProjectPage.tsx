import { Link } from 'wouter'
import { TagList } from '../../blocks/TagList.tsx'
import { WorkBlocks } from '../../blocks/work/WorkBlocks.tsx'
import { entriesOfType, entryBySlug, nextBySlug } from '../../content/entries.ts'
import { textField } from '../../content/text-field.ts'
import { useContent } from '../../content/useContent.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { LoadingPanel } from '../not-found/LoadingPanel.tsx'
import { MissingEntry } from '../not-found/MissingEntry.tsx'
import { NextProject } from './NextProject.tsx'
import { ProjectIntroFallback } from './ProjectIntroFallback.tsx'
import './work-project.css'

/** One project: an intro panel, its content blocks in order, then the next project. */
export function WorkProjectPage({ slug }: { slug: string }) {
  const { entries, settled } = useContent()
  const project = entryBySlug(entries, 'workProject', slug)

  if (!project) {
    return settled ? (
      <MissingEntry
        title="Project not found"
        text="There is no project at this address. It may have moved or been renamed."
        href="/work"
        linkText="Return to work"
      />
    ) : (
      <LoadingPanel text="Loading project..." />
    )
  }

  const next = nextBySlug(entriesOfType(entries, 'workProject'), slug)
  return (
    <>
      <ContentBoundary
        key={project._id}
        label={`workProject ${project._id} intro`}
        fallback={<ProjectIntroFallback />}
      >
        <header className="panel wp-intro">
          <Link href="/work" className="wp-intro__back">
            <span aria-hidden>←</span> Return to work
          </Link>
          <div className="wp-intro__titles">
            {textField(project.client) && (
              <p className="wp-intro__client" data-sanity={project.$edit?.('client')}>
                {textField(project.client)}
              </p>
            )}
            <h1 className="wp-intro__title" tabIndex={-1} data-sanity={project.$edit?.('title')}>
              {textField(project.title) ?? 'Untitled project'}
            </h1>
            <TagList tags={project.tags} label="Services" />
          </div>
        </header>
      </ContentBoundary>
      <WorkBlocks blocks={project.contentBlocks} />
      {next && (
        <ContentBoundary key={next._id} label={`workProject next ${next._id}`}>
          <NextProject project={next} />
        </ContentBoundary>
      )}
    </>
  )
}

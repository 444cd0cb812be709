import { useEntries } from '../../content/useContent.ts'
import { ContentBoundary } from '../../media/ContentBoundary.tsx'
import { AboutClients } from './AboutClients.tsx'
import { AboutHeader } from './AboutHeader.tsx'
import { AboutPeople } from './AboutPeople.tsx'
import { AboutStudios } from './AboutStudios.tsx'
import './about.css'

/** Header, studios, people, clients; each part contained on its own. */
export function AboutPage() {
  const about = useEntries('aboutPage')[0]
  return (
    <>
      <AboutHeader about={about} />
      {about && (
        <>
          <ContentBoundary label="aboutPage studios">
            <AboutStudios section={about.studiosSection} />
          </ContentBoundary>
          <ContentBoundary label="aboutPage people">
            <AboutPeople section={about.peopleSection} />
          </ContentBoundary>
          <ContentBoundary label="aboutPage clients">
            <AboutClients section={about.clientsSection} />
          </ContentBoundary>
        </>
      )}
    </>
  )
}

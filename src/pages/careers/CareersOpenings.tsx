import { JobBoard } from '../../embeds/job-board/JobBoard.tsx'

/** 'Current openings': the embedded job board, below the careers track. */
export function CareersOpenings() {
  return (
    <section
      id="current-openings"
      className="careers-openings"
      aria-labelledby="careers-openings-title"
      tabIndex={-1}
    >
      <h2 id="careers-openings-title" className="careers-openings__title">
        Current openings
      </h2>
      <div className="careers-openings__board">
        <JobBoard />
      </div>
    </section>
  )
}

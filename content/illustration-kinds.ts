/**
 * The diagram kinds drawn at build time (frontend/scripts/illustrations) and placed by components/page-kit/illustration.tsx.
 * Each kind has one fixed canvas, so a page knows the aspect ratio without loading the diagram's data.
 */
export const illustrationCanvas = {
  /** Six stages in two columns: labels wrap rather than shrink below 12 px on a phone. */
  flow: { width: 600, height: 560 },
  /** Three stages in a row (the staff page). */
  strip: { width: 600, height: 170 },
  hub: { width: 600, height: 400 },
  cover: { width: 600, height: 250 },
  /** Phases as bars on a week axis: the engagement's calendar (/how-it-works). */
  gantt: { width: 600, height: 400 },
  /** Steps on a road to a flag: the form's way to a first call (/contact). */
  path: { width: 600, height: 400 },
  /** A brief turned into a system of four moves (/services). */
  brief: { width: 600, height: 400 },
  /** The engagements on one month axis: how long, how you pay, what you get (/pricing). */
  commitment: { width: 600, height: 400 },
  /** The work sorted into what people keep and what the system takes (/approach). */
  split: { width: 600, height: 400 },
  /** Two ways in meeting in one conversation (/get-started). */
  fork: { width: 600, height: 400 },
  /** The library's groups as shelves of books, a spine per resource (/resources). */
  shelf: { width: 600, height: 400 },
  /** A method's phases as a staircase, each a step up from the last (/methodology). */
  stairs: { width: 600, height: 400 },
  /** The team's disciplines as a row of people and the home base (/about). */
  crew: { width: 600, height: 400 },
  /** What gets orchestrated: three layers stacked into one system, each with its jobs (/gtm-orchestration). */
  layers: { width: 600, height: 400 },
} as const;

export type IllustrationKind = keyof typeof illustrationCanvas;

/** Where the drawn files are served from; `#d` is the group each file exports for <use>. */
export const illustrationHref = (name: string) => `/illustrations/${name}.svg#d`;

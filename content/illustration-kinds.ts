/**
 * The diagram kinds drawn at build time (frontend/scripts/illustrations) and placed by components/page-kit/illustration.tsx.
 * Each kind has one fixed canvas, so a page knows the aspect ratio without loading the diagram's data.
 */
export const illustrationCanvas = {
  flow: { width: 600, height: 380 },
  /** One row of the flow (three stages). */
  strip: { width: 600, height: 170 },
  timeline: { width: 600, height: 400 },
  hub: { width: 600, height: 400 },
  cover: { width: 600, height: 250 },
  /** Phases as bars on a week axis (/how-it-works, /methodology). */
  gantt: { width: 600, height: 400 },
  /** Steps on a road to a flag: the way to a first call (/contact, /get-started). */
  path: { width: 600, height: 400 },
  /** A brief turned into a system of four moves (/services). */
  brief: { width: 600, height: 400 },
} as const;

export type IllustrationKind = keyof typeof illustrationCanvas;

/** Where the drawn files are served from; `#d` is the group each file exports for <use>. */
export const illustrationHref = (name: string) => `/illustrations/${name}.svg#d`;

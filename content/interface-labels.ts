/** Small interface labels shared by many components (the home page needs a few, so they sit apart from the pages' copy). */
export const interfaceLabels = {
  /** The two duration sets (content/engagements.ts): hands-on work on / and /services, kickoff to handoff on /pricing and /get-started. */
  duration: 'Hands-on work:',
  timeframe: 'Kickoff to handoff:',
  meetings: 'Meetings:',
  includes: "What's included",
  chooseIf: 'Choose this if:',
  comparisonFeature: 'Feature',
  contents: 'Contents',
  lastUpdated: 'Last updated:',
  readResource: 'Open',
  breadcrumb: 'Breadcrumb',
  by: 'By',
  publishedOn: 'Published',
  opensInNewTab: '(opens in a new tab)',
  linkCopied: 'Link copied',
  linkCopiedDescription: 'The article link is on your clipboard.',
  copyFailed: 'Could not copy the link',
  copyFailedDescription: 'Copy the address from your browser bar instead.',
  shareVia: 'Share via',
} as const;

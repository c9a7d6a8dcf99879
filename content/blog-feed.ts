/** The posts as an RSS 2.0 feed (frontend/scripts/feed.ts), linked from every page's <head> and from /blog. */
export const blogFeed = {
  path: '/rss.xml',
  title: 'RevRebel Rebel Insights',
  description: 'Field notes on GTM engineering, sales automation and giving your people their time back.',
  linkLabel: 'Subscribe via RSS',
} as const;

import type { AdminPath, StaticPath } from './routes.ts';
import type { PageMeta } from './types.ts';

/**
 * Search and social metadata per page. Canonical URLs and the social image are built by the frontend from the
 * runtime SITE_URL, so only the path-independent parts live here.
 */
export const pageMeta = {
  '/': {
    title: 'RevRebel | GTM Engineering That Frees Your Brilliant People',
    description:
      'RevRebel automates prospect research, list building and data entry for B2B teams: 70% time reclaimed, 3x pipeline velocity and 8-12 strategic meetings a month.',
    keywords: ['GTM engineering', 'sales automation', 'B2B lead generation', 'revenue operations', 'AI prospecting'],
    ogType: 'website',
    schemaType: 'Organization',
  },
  '/how-it-works': {
    title: 'How It Works | From Discovery to Qualified Pipeline in 30 Days | RevRebel',
    description:
      'Strategic discovery in week 1, GTM system development in weeks 2-4, then qualified revenue delivery. See how RevRebel launches your GTM system in 30 days.',
    keywords: ['GTM implementation', 'sales system launch', 'outbound process', 'qualified meetings', 'SDR alternative'],
    ogType: 'website',
    schemaType: 'WebPage',
  },
  '/approach': {
    title: 'Our Approach | Engineering Better GTM, Not Guesswork | RevRebel',
    description:
      'Disconnected tools, wasted talent and failed automation break most GTM teams. See the four-step RevRebel approach that fixes the system behind your pipeline.',
    keywords: ['GTM strategy', 'sales process design', 'revenue architecture', 'sales automation failure', 'GTM approach'],
    ogType: 'website',
    schemaType: 'WebPage',
  },
  '/technology': {
    title: 'Technology Platform | AI Engines for Prospecting and Outreach | RevRebel',
    description:
      'Four AI engines for prospect intelligence, timing, message personalization and brand protection, connected to your CRM. 100+ data points per prospect.',
    keywords: ['AI sales technology', 'prospect intelligence', 'buying signals', 'sales personalization', 'CRM integration'],
    ogType: 'website',
    schemaType: 'WebPage',
  },
  '/resources': {
    title: 'Resources | GTM Guides, Planning Tools and Playbooks | RevRebel',
    description:
      'Guides, ROI and planning frameworks, industry insights and step-by-step playbooks for B2B teams building engineered, automated go-to-market systems.',
    keywords: ['GTM resources', 'sales playbooks', 'SDR cost model', 'GTM metrics', 'sales automation guides'],
    ogType: 'website',
    schemaType: 'CollectionPage',
  },
  '/pricing': {
    title: 'Pricing Plans | GTM Audit, Funnel Orchestration, Fractional Team | RevRebel',
    description:
      'GTM Audit & Architecture from $25K one-time, Funnel Orchestration at $150,000 and a Fractional GTM Team at $25,000 per month. No long-term contracts.',
    keywords: ['GTM consulting pricing', 'sales automation cost', 'fractional GTM team', 'GTM audit', 'outbound pricing'],
    ogType: 'website',
    schemaType: 'FAQPage',
  },
  '/contact': {
    title: 'Contact RevRebel | Start Your GTM Journey',
    description:
      'Tell us about your GTM challenges or book a free 30-minute strategy session. Send us a message and a strategist replies. Based in Santa Cruz, California.',
    keywords: ['contact RevRebel', 'GTM strategy session', 'sales automation consultant', 'Santa Cruz', 'book a call'],
    ogType: 'website',
    schemaType: 'ContactPage',
  },
  '/about': {
    title: 'About RevRebel | Free Your Brilliant People to Do Brilliant Work',
    description:
      'RevRebel is a team of GTM engineers, former sales leaders and RevOps specialists in Santa Cruz, California, freeing B2B sellers from busywork for good.',
    keywords: ['about RevRebel', 'GTM engineering team', 'sales automation consultancy', 'RevOps experts', 'mission'],
    ogType: 'website',
    schemaType: 'AboutPage',
  },
  '/blog': {
    title: 'Rebel Insights | The RevRebel Blog on GTM Engineering',
    description:
      'Articles on GTM engineering, sales automation, SDR economics, metrics and sales leadership from the RevRebel team. Practical, specific and free of fluff.',
    keywords: ['GTM blog', 'sales automation articles', 'sales development insights', 'GTM metrics', 'Rebel Insights'],
    ogType: 'website',
    schemaType: 'Blog',
  },
  '/privacy-policy': {
    title: 'Privacy Policy | RevRebel',
    description:
      'How RevRebel, Inc. collects, uses and protects your personal data, the lawful bases we rely on, and how to exercise your rights over your information.',
    keywords: ['privacy policy', 'data protection', 'GDPR', 'CCPA', 'RevRebel'],
    ogType: 'website',
    schemaType: 'WebPage',
  },
  '/terms-of-service': {
    title: 'Terms of Service | RevRebel',
    description:
      'The terms that govern your use of the RevRebel website and services: responsibilities, intellectual property, liability, termination and Delaware law.',
    keywords: ['terms of service', 'terms and conditions', 'website terms', 'RevRebel', 'legal'],
    ogType: 'website',
    schemaType: 'WebPage',
  },
  '/gtm-orchestration': {
    title: 'GTM Orchestration | Systems That Make Your People Brilliant | RevRebel',
    description:
      'We build GTM systems that make your people brilliant: revenue architecture, team orchestration and process engineering working together as one system.',
    keywords: ['GTM orchestration', 'revenue architecture', 'process engineering', 'sales team orchestration', 'GTM systems'],
    ogType: 'website',
    schemaType: 'Service',
  },
  '/services': {
    title: 'Services | Three Ways to Engineer Better GTM | RevRebel',
    description:
      'GTM Audit & Architecture in 2 weeks, Funnel Orchestration in 12 weeks, or an ongoing Fractional GTM Team. Fixed prices, clear scopes, no long-term contracts.',
    keywords: ['GTM services', 'GTM audit', 'funnel orchestration', 'fractional GTM team', 'sales automation services'],
    ogType: 'website',
    schemaType: 'Service',
  },
  '/methodology': {
    title: 'Methodology | Human-First GTM Engineering | RevRebel',
    description:
      'Four principles and four phases: discovery in weeks 1-2, design in weeks 3-4, build in weeks 5-12, then continuous evolution, measured at every step.',
    keywords: ['GTM methodology', 'human-first design', 'implementation phases', 'sales metrics', 'continuous improvement'],
    ogType: 'website',
    schemaType: 'WebPage',
  },
  '/get-started': {
    title: 'Get Started | Book Your Free GTM Strategy Session | RevRebel',
    description:
      'Book a free 30-minute GTM strategy session or send us a message, get your Freedom Plan, and launch your system within 30 days. Pick your starting point.',
    keywords: ['get started', 'GTM strategy session', 'book a consultation', 'sales automation', 'Freedom Plan'],
    ogType: 'website',
    schemaType: 'ContactPage',
  },
} as const satisfies Record<StaticPath, PageMeta>;

/** The admin page is kept out of search results; the frontend should also emit `noindex`. */
export const adminPageMeta = {
  '/lead-management': {
    title: 'Lead Management | Admin | RevRebel',
    description:
      'Internal tool for importing leads from CSV files into the lead database and reviewing imported records. Not intended for public visitors or search engines.',
    keywords: ['admin'],
    ogType: 'website',
    schemaType: 'WebPage',
  },
} as const satisfies Record<AdminPath, PageMeta>;


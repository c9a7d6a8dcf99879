import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { landingContact, landingFaq, landingHero, landingHeroClaims, landingHeroSecondaryActions } from '../../../content/landing.ts';
import { orchestrationFlow } from '../../../content/orchestration-flow.ts';
import { CtaGroup } from '../components/page-kit/cta-group.tsx';
import { FaqAccordion } from '../components/page-kit/faq-accordion.tsx';
import { HeroStats } from '../components/page-kit/hero-stats.tsx';
import { homeStaticSections, homeStaticSectionsName } from '../components/page-kit/home-static-sections-island.ts';
import { LandingContactSection } from '../components/page-kit/landing-contact-section.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { RenderWhenNear } from '../components/page-kit/render-when-near.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { StaticIsland, staticIslandAttribute } from '../components/static-island.tsx';

// Six sections of text, cards and links: prerendered HTML that the first load keeps as it is (no code, no hydration);
// their code loads only when the page is rendered by the app (the prerender, a client-side navigation to `/`).
const hasPrerenderedSections = () =>
  typeof document !== 'undefined' && document.querySelector(`[${staticIslandAttribute}="${homeStaticSectionsName}"]`) !== null;

export const Route = createFileRoute('/')({
  head: () => staticPageHead('/'),
  loader: () => (hasPrerenderedSections() ? undefined : homeStaticSections.preload()),
  component: HomePage,
});

// The form (and its validation and select code) is the heaviest part of this page and sits at the very bottom:
// it loads as the visitor scrolls towards it instead of with the page.
const ContactForm = lazy(() =>
  import('../features/contact/components/contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);
const contactFormHeight = 640;

// The hydrated parts each in a Suspense boundary of their own: React hydrates and commits every boundary separately,
// so the first load's hydration is a few short commits instead of one long one (none of them ever suspends).
function HomePage() {
  return (
    <>
      <Suspense fallback={null}>
        <PageHero hero={landingHero} illustration={{ name: 'orchestration-flow', kind: 'flow', label: `${orchestrationFlow.title}: ${orchestrationFlow.stages.join(', ')}` }}>
          <CtaGroup actions={landingHeroSecondaryActions} size="md" emphasis="secondary" justify="center" mt={-8} />
          <HeroStats stats={landingHeroClaims} />
        </PageHero>
      </Suspense>
      <StaticIsland name={homeStaticSectionsName}>
        <homeStaticSections.Component />
      </StaticIsland>
      <Suspense fallback={null}>
        <PageSection heading={landingFaq.heading}>
          <FaqAccordion items={landingFaq.items} />
        </PageSection>
      </Suspense>
      <Suspense fallback={null}>
        <LandingContactSection
          content={landingContact}
          form={
            <RenderWhenNear minHeight={contactFormHeight}>
              <Suspense fallback={<div style={{ minHeight: contactFormHeight }} />}>
                <ContactForm submitLabel={landingContact.form.submitLabel} />
              </Suspense>
            </RenderWhenNear>
          }
        />
      </Suspense>
    </>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { servicesCardCtaTo } from '../../../content/pages-extra.ts';
import { interfaceLabels } from '../../../content/interface-labels.ts';
import { servicesCards, servicesCta, servicesHero, servicesHowWeWork } from '../../../content/services.ts';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import type { Offer } from '../components/page-kit/offer-cards.tsx';
import { OfferCards } from '../components/page-kit/offer-cards.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { StepsList } from '../components/page-kit/steps-list.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { serviceJsonLd } from '../lib/json-ld.ts';
import { sequenceLabel } from '../components/page-kit/illustration.tsx';

export const Route = createFileRoute('/services')({
  // head() lives in the first-load bundle: the engagements load with this page only.
  head: async () => {
    const { engagements } = await import('../../../content/engagements.ts');
    return staticPageHead(
      '/services',
      engagements.map((engagement) => serviceJsonLd(engagement, '/services')),
    );
  },
  component: ServicesPage,
});

/** /services shows the full price labels and the hands-on (core) durations. */
const offers: readonly Offer[] = servicesCards.engagements.map((engagement) => ({
  id: engagement.id,
  title: engagement.title,
  price: engagement.price.label,
  unit: engagement.price.unit,
  duration: engagement.coreDuration,
  fitLine: engagement.fitLine,
  description: engagement.description,
  points: engagement.includes,
  pointsLabel: interfaceLabels.includes,
  icon: engagement.icon,
  cta: { kind: 'link', label: servicesCards.ctaLabels[engagement.id], to: servicesCardCtaTo },
}));

function ServicesPage() {
  return (
    <>
      <PageHero hero={servicesHero} illustration={{ name: 'services', kind: 'brief', label: sequenceLabel(servicesHowWeWork.heading.title, servicesHowWeWork.steps) }} />
      <PageSection heading={servicesCards.heading}>
        <OfferCards offers={offers} />
      </PageSection>
      <PageSection heading={servicesHowWeWork.heading}>
        <StepsList steps={servicesHowWeWork.steps} />
      </PageSection>
      <CtaBlock block={servicesCta} />
    </>
  );
}

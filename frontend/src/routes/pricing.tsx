import { createFileRoute } from '@tanstack/react-router';
import { allPlansInclude, plans, pricingFaq } from '../../../content/plans.ts';
import { pricingBreadcrumb, pricingCta, pricingHero, pricingSections } from '../../../content/pricing.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CheckList } from '../features/marketing/components/check-list.tsx';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { FaqAccordion } from '../features/marketing/components/faq-accordion.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { PlanCards } from '../features/marketing/components/plan-cards.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';
import { breadcrumbJsonLd, faqPageJsonLd } from '../lib/json-ld.ts';

export const Route = createFileRoute('/pricing')({
  // head() lives in the first-load bundle: the FAQ and breadcrumb content load with this page only.
  head: async () => {
    const [{ pricingFaq: faq }, { pricingBreadcrumb: breadcrumb }] = await Promise.all([
      import('../../../content/plans.ts'),
      import('../../../content/pricing.ts'),
    ]);
    return staticPageHead('/pricing', [faqPageJsonLd(faq), breadcrumbJsonLd(breadcrumb, '/pricing')]);
  },
  component: PricingPage,
});

function PricingPage() {
  return (
    <>
      <PageHero hero={pricingHero} top={<Breadcrumbs items={pricingBreadcrumb} />} />
      <PageSection heading={pricingSections.plans}>
        <PlanCards plans={plans} />
      </PageSection>
      <PageSection heading={pricingSections.allPlansInclude}>
        <CheckList items={allPlansInclude} />
      </PageSection>
      <PageSection heading={pricingSections.faq}>
        <FaqAccordion items={pricingFaq} />
      </PageSection>
      <CtaBlock block={pricingCta} />
    </>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { allPlansInclude, plans, pricingFaq } from '../../../content/plans.ts';
import { pricingArt, pricingBreadcrumb, pricingCta, pricingHero, pricingSections } from '../../../content/pricing.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CheckList } from '../components/page-kit/check-list.tsx';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { FaqAccordion } from '../components/page-kit/faq-accordion.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { PlanCards } from '../components/page-kit/plan-cards.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
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
      <PageHero
        hero={pricingHero}
        top={<Breadcrumbs items={pricingBreadcrumb} />}
        illustration={{ name: 'engagements', kind: 'commitment', label: pricingArt.label }}
      />
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

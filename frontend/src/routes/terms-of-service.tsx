import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../../../content/terms-of-service.ts';
import { LegalDocument } from '../features/marketing/components/legal-document.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/terms-of-service')({
  head: () => staticPageHead('/terms-of-service'),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}

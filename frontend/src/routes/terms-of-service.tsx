import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../../../content/terms-of-service.ts';
import { LegalDocument } from '../components/page-kit/legal-document.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';

export const Route = createFileRoute('/terms-of-service')({
  head: () => staticPageHead('/terms-of-service'),
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}

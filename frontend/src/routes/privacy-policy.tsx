import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../../../content/privacy-policy.ts';
import { LegalDocument } from '../components/page-kit/legal-document.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';

export const Route = createFileRoute('/privacy-policy')({
  head: () => staticPageHead('/privacy-policy'),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}

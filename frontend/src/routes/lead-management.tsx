import { createFileRoute } from '@tanstack/react-router';
import { adminPageMeta } from '../../../content/page-meta.ts';
import { LeadManagementPage } from '../features/lead-import/components/lead-management-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { pageHead } from '../lib/seo.ts';

const meta = adminPageMeta['/lead-management'];

// Unlisted staff page: noindex, no canonical, no link anywhere; its code is split from the public pages' bundle.
export const Route = createFileRoute('/lead-management')({
  head: () => pageHead({ path: '/lead-management', title: meta.title, description: meta.description, noindex: true }),
  component: () => (
    <QueryProvider>
      <LeadManagementPage />
    </QueryProvider>
  ),
});

// Shared by the page's tests: the page in a real router and query client; only the network (fetch) is replaced.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { LeadManagementPage } from './lead-management-page.tsx';

// The page in a real router and query client with the app's query rules; only the network (fetch) is replaced.

type Answer = { status: number; body: unknown };
export const routes: Record<string, Answer> = {};
export const requests: Array<{ url: string; authorization: string | null }> = [];

export const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  requests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
  const key = `${init?.method ?? 'GET'} ${url}`;
  const answer = routes[key] ?? { status: 404, body: { error: `no route ${key}` } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
});

export const job = {
  jobId: '5f1e1c4e-8a55-4b36-9a5e-2a8a0d3b9c10',
  filePath: 'leads.csv',
  status: 'completed',
  total: 12,
  processed: 12,
  imported: 11,
  created: 11,
  updated: 0,
  failed: 1,
  merged: 0,
  unchanged: 0,
  repeatedContacts: 0,
  dryRun: false,
  mapping: { Name: 'name', Email: 'contact' },
  errors: [{ row: 5, message: 'Status "Hot" is not one of New, Contacted, In Progress, Qualified, Lost, Nurturing' }],
  notices: [],
  detailsTruncated: false,
  startedAt: '2026-03-02T10:00:00.000Z',
  finishedAt: '2026-03-02T10:00:01.000Z',
};

export function renderPage() {
  const rootRoute = createRootRoute({ component: LeadManagementPage });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/lead-management'] }) });
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export async function unlock(token = 'staff-token') {
  fireEvent.change(await screen.findByLabelText('Admin token'), { target: { value: token } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  requests.length = 0;
  fetchMock.mockClear();
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, {
    'GET /api/admin/csv/import/current': { status: 200, body: { job: null } },
    'GET /api/admin/csv/files': { status: 200, body: [{ name: 'leads.csv', path: 'leads.csv' }] },
    'GET /api/admin/csv/preview?file=leads.csv': {
      status: 200,
      body: { path: 'leads.csv', header: ['Name', 'Email'], rows: Array.from({ length: 10 }, (_, i) => [`Lead ${i}`, `l${i}@x.example`]), total: 12, complete: true, proposed: ['name', 'contact'] },
    },
    'POST /api/admin/csv/import': { status: 200, body: job },
    'GET /api/admin/airtable/Leads/records': { status: 200, body: { records: [] } },
    'GET /api/admin/csv/imports': { status: 200, body: [] },
    [`GET /api/admin/csv/import/${job.jobId}/failed-rows?format=json`]: {
      status: 200,
      body: { header: ['Name', 'Email', 'Status'], rows: [{ row: 5, message: job.errors[0]?.message, cells: ['Jo', 'jo@x.example', 'Hot'] }] },
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


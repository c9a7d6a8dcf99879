import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { LeadManagementPage } from './lead-management-page.tsx';

// The page in a real router and query client with the app's query rules; only the network (fetch) is replaced.

type Answer = { status: number; body: unknown };
let routes: Record<string, Answer>;
const requests: Array<{ url: string; authorization: string | null }> = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  requests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
  const key = `${init?.method ?? 'GET'} ${url}`;
  const answer = routes[key] ?? { status: 404, body: { error: `no route ${key}` } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
});

const job = {
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

function renderPage() {
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

async function unlock(token = 'staff-token') {
  fireEvent.change(await screen.findByLabelText('Admin token'), { target: { value: token } });
  fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  requests.length = 0;
  routes = {
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
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lead management page', () => {
  it('asks for the admin token, sends it as a bearer token, and asks again when it is refused', async () => {
    routes['GET /api/admin/csv/files'] = { status: 401, body: { error: 'A valid admin token is required' } };
    renderPage();
    await unlock('wrong');
    expect(await screen.findByText('That token was not accepted; enter it again')).toBeTruthy();
    expect(requests.some((r) => r.authorization === 'Bearer wrong')).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the token for the tab, previews a file with its caption, imports, and shows the result and the errors', async () => {
    renderPage();
    await unlock();
    expect(sessionStorage.getItem('lead-import.admin-token')).toBe('staff-token');
    fireEvent.click(await screen.findByRole('button', { name: 'leads.csv' }));
    expect(await screen.findByText('Showing 10 of 12 records')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 12 Leads to Airtable' }));
    expect(await screen.findByText('Imported 11 of 12 leads')).toBeTruthy();
    expect(screen.getByText('1 lead failed to import')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View error details' }));
    expect(screen.getByText('Row 5: Status "Hot" is not one of New, Contacted, In Progress, Qualified, Lost, Nurturing')).toBeTruthy();
    // Fixing in place: the row's cells are editable, with the message beside them.
    expect(((await screen.findByLabelText('Row 5, Status')) as HTMLInputElement).value).toBe('Hot');
    expect(screen.getByRole('button', { name: 'Import fixed rows' })).toBeTruthy();
    expect(requests.every((r) => r.authorization === 'Bearer staff-token')).toBe(true);
  });

  it('shows the section 8 messages: file list, preview and import failures', async () => {
    routes['GET /api/admin/csv/preview?file=leads.csv'] = { status: 422, body: { error: 'A quoted cell after row 3 is never closed' } };
    routes['POST /api/admin/csv/import'] = { status: 409, body: { error: 'An import of other.csv is running; wait for it to finish' } };
    renderPage();
    await unlock();
    fireEvent.click(await screen.findByRole('button', { name: 'leads.csv' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('Failed to parse CSV file: A quoted cell after row 3 is never closed')).toBeTruthy();
    cleanup();

    routes['GET /api/admin/csv/preview?file=leads.csv'] = { status: 200, body: { path: 'leads.csv', header: ['Name', 'Email'], rows: [['A', 'a@x.example']], total: 1, complete: true, proposed: ['name', 'contact'] } };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'leads.csv' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 1 Leads to Airtable' }));
    expect(await screen.findByText('Failed to import leads: An import of other.csv is running; wait for it to finish')).toBeTruthy();
    cleanup();

    routes['GET /api/admin/csv/files'] = { status: 500, body: { error: 'boom' } };
    renderPage();
    expect(await screen.findByText('Failed to load CSV files')).toBeTruthy();
  });

  it('shows the empty file list, and disables the import of a file without rows', async () => {
    routes['GET /api/admin/csv/files'] = { status: 200, body: [] };
    renderPage();
    await unlock();
    expect(await screen.findByText('No CSV files found in assets')).toBeTruthy();
    cleanup();

    routes['GET /api/admin/csv/files'] = { status: 200, body: [{ name: 'empty.csv', path: 'empty.csv' }] };
    routes['GET /api/admin/csv/preview?file=empty.csv'] = { status: 200, body: { path: 'empty.csv', header: ['Name'], rows: [], total: 0, complete: true, proposed: ['name'] } };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'empty.csv' }));
    const button = await screen.findByRole('button', { name: 'Import 0 Leads to Airtable' });
    expect(button.hasAttribute('disabled')).toBe(true);
    // No column fills Contact Information: the mapping says so and blocks the import.
    expect(screen.getByText('Map a column to Contact Information to import: it is required.')).toBeTruthy();
  });

  it('maps columns, dry runs, and imports with the dry run as its plan', async () => {
    const dry = { ...job, jobId: '6f1e1c4e-8a55-4b36-9a5e-2a8a0d3b9c10', dryRun: true, created: 8, updated: 2, unchanged: 1, imported: 11 };
    routes['POST /api/admin/csv/import'] = { status: 200, body: dry };
    renderPage();
    await unlock();
    fireEvent.click(await screen.findByRole('button', { name: 'leads.csv' }));
    fireEvent.change(await screen.findByLabelText('Field for column Email'), { target: { value: 'ignore' } });
    expect(screen.getByRole('button', { name: 'Dry run' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Field for column Email'), { target: { value: 'contact' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('8 new, 2 updates, 1 unchanged, 1 invalid')).toBeTruthy();
    routes['POST /api/admin/csv/import'] = { status: 200, body: job };
    fireEvent.click(screen.getByRole('button', { name: 'Import 12 Leads to Airtable' }));
    expect(await screen.findByText('Imported 11 of 12 leads')).toBeTruthy();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(posted).toEqual([
      { filePath: 'leads.csv', mapping: { Name: 'name', Email: 'contact' }, dryRun: true },
      { filePath: 'leads.csv', mapping: { Name: 'name', Email: 'contact' }, plan: dry.jobId },
    ]);
  });

  it('loads the Airtable tab when first opened: empty state, Import from CSV, badges, and the connection error', async () => {
    renderPage();
    await unlock();
    expect(requests.some((r) => r.url.includes('/airtable/'))).toBe(false);
    fireEvent.click(await screen.findByRole('tab', { name: 'Airtable Integration' }));
    expect(await screen.findByText('No records found in your Airtable database')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import from CSV' }));
    expect(screen.getByRole('tab', { name: 'CSV Leads' }).getAttribute('aria-selected')).toBe('true');
    cleanup();

    routes['GET /api/admin/airtable/Leads/records'] = {
      status: 200,
      body: {
        records: ['New', 'Contacted', 'In Progress', 'Qualified', 'Lost', 'Nurturing'].map((status, i) => ({
          id: `rec${String(i).padStart(14, '0')}`,
          createdTime: '2026-03-02T10:00:00.000Z',
          fields: { 'Lead Name': `Lead ${i}`, 'Contact Information': `l${i}@x.example`, Status: status },
        })),
      },
    };
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Airtable Integration' }));
    const variants = Object.fromEntries(
      await Promise.all(
        ['New', 'Contacted', 'In Progress', 'Qualified', 'Lost', 'Nurturing'].map(async (status) => {
          const badge = (await screen.findByText(status, { selector: '.mantine-Badge-label' })).closest('.mantine-Badge-root');
          return [status, `${badge?.getAttribute('data-variant')}${badge?.getAttribute('style')?.includes('red') ? ' red' : ''}`];
        }),
      ),
    );
    expect(variants).toEqual({ New: 'filled', Contacted: 'outline', 'In Progress': 'outline', Qualified: 'light', Lost: 'filled red', Nurturing: 'outline' });
    cleanup();

    routes['GET /api/admin/airtable/Leads/records'] = { status: 502, body: { error: 'Airtable did not accept the API token (AIRTABLE_API_KEY)' } };
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Airtable Integration' }));
    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText('Failed to load Airtable records: Airtable did not accept the API token (AIRTABLE_API_KEY)')).toBeTruthy();
  });
});

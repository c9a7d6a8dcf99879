import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchMock, job, renderPage, routes, unlock } from './lead-management-testing.tsx';

describe('import steps', () => {
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
});

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, requests, routes, unlock } from './lead-management-testing.tsx';

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

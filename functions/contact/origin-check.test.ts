import { describe, expect, it } from 'vitest';
import { apiEvent } from './test-services.ts';
import { oldestPendingEmf } from './lead-metrics.ts';
import { originHeader, originRefusal } from '../shared/origin-check.ts';
import { settingsSchema } from '../shared/settings.ts';

function withHeader(value?: string) {
  const event = apiEvent({ path: '/api/contact', body: '{}', contentType: 'application/json' });
  if (value !== undefined) event.headers[originHeader] = value;
  return event;
}

describe('originRefusal (first step of every API handler)', () => {
  const settings = settingsSchema.parse({ ORIGIN_SECRET: 's3cret-from-cloudfront' });

  it('lets the request on with the right header', async () => {
    await expect(originRefusal(withHeader('s3cret-from-cloudfront'), undefined, settings)).resolves.toBeUndefined();
  });

  it.each([['missing', undefined], ['wrong', 'guess'], ['a prefix', 's3cret'], ['empty', '']])('answers 403 JSON when the header is %s', async (_name, value) => {
    const result = await originRefusal(withHeader(value), undefined, settings);
    expect(result?.statusCode).toBe(403);
    expect(JSON.parse(result?.body ?? '')).toEqual({ error: 'Forbidden' });
  });

  it('does not check when no origin secret is configured at all', async () => {
    await expect(originRefusal(withHeader(), undefined, settingsSchema.parse({}))).resolves.toBeUndefined();
  });
});

describe('OldestPendingLeadAgeSeconds (EMF)', () => {
  it('is one metric in RevRebel/Leads, in seconds, without dimensions', () => {
    const line = JSON.parse(oldestPendingEmf(42, new Date(0))) as Record<string, unknown>;
    expect(line).toEqual({
      _aws: { Timestamp: 0, CloudWatchMetrics: [{ Namespace: 'RevRebel/Leads', Dimensions: [[]], Metrics: [{ Name: 'OldestPendingLeadAgeSeconds', Unit: 'Seconds' }] }] },
      OldestPendingLeadAgeSeconds: 42,
    });
  });
});

/** CloudWatch Embedded Metric Format: one JSON line on stdout becomes a metric, no API call (names.md). */
export const leadMetricsNamespace = 'RevRebel/Leads';
export const oldestPendingMetric = 'OldestPendingLeadAgeSeconds';

export function oldestPendingEmf(ageSeconds: number, at: Date = new Date()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: leadMetricsNamespace, Dimensions: [[]], Metrics: [{ Name: oldestPendingMetric, Unit: 'Seconds' }] }],
    },
    [oldestPendingMetric]: ageSeconds,
  });
}

// process.stdout, not console: Lambda's JSON log format wraps console output, which EMF must not be.
export function publishOldestPending(ageSeconds: number, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): void {
  write(oldestPendingEmf(ageSeconds));
}

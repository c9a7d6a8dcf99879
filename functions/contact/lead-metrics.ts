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

/**
 * Where EMF lines go: process.stdout, not console (Lambda's JSON log format wraps console output, which EMF must
 * not be). The local stack, which runs the sweep every 2 s in the terminal, points it elsewhere.
 */
export const metricsOutput = { write: (line: string): void => void process.stdout.write(`${line}\n`) };

export function publishOldestPending(ageSeconds: number): void {
  metricsOutput.write(oldestPendingEmf(ageSeconds));
}

/**
 * What the chat guard did, as CloudWatch Embedded Metric Format lines (one JSON line on stdout becomes a metric,
 * no API call; the same mechanism as functions/contact/lead-metrics.ts).
 */
export const chatMetricsNamespace = 'RevRebel/Chat';
export type ChatMetric = 'RepliesRegenerated' | 'RepliesReplaced' | 'UnverifiedTurns' | 'ModelCalls';

export function chatMetricEmf(counts: Partial<Record<ChatMetric, number>>, at: Date = new Date()): string {
  const names = Object.keys(counts) as ChatMetric[];
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: chatMetricsNamespace, Dimensions: [[]], Metrics: names.map((Name) => ({ Name, Unit: 'Count' })) }],
    },
    ...counts,
  });
}

/** Where EMF lines go: process.stdout, not console (Lambda's JSON log format would wrap console output). Tests swap it. */
export const chatMetricsOutput = { write: (line: string): void => void process.stdout.write(`${line}\n`) };

export function publishChatMetrics(counts: Partial<Record<ChatMetric, number>>): void {
  const present = Object.fromEntries(Object.entries(counts).filter(([, v]) => v !== undefined && v > 0));
  if (Object.keys(present).length > 0) chatMetricsOutput.write(chatMetricEmf(present));
}

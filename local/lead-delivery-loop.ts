import type { DeliveryPassResult } from '../functions/contact/delivery-pass.ts';
import { runAsFunction } from './s3/caller-identity.ts';

type DeliveryHandler = () => Promise<DeliveryPassResult>;

/**
 * Stands in for the EventBridge schedule: runs the retrying lead sender every `intervalMs` (never two runs at
 * once), from the same handler module Lambda runs.
 */
export function startLeadDeliveryLoop(intervalMs: number): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const handler = import('../functions/contact-delivery/handler.ts').then((mod: { handler: DeliveryHandler }) => mod.handler);
  // The sweep's CloudWatch metric line, every 2 s, would bury the terminal; CloudWatch is not here to read it.
  void import('../functions/contact/lead-metrics.ts').then((mod) => {
    mod.metricsOutput.write = () => undefined;
  });

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = handler
        .then((run) => runAsFunction('contact-delivery', run))
        .then(
          () => undefined,
          (error: unknown) => console.error('[local] lead delivery pass failed', error),
        )
        .finally(schedule);
    }, intervalMs);
  }
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

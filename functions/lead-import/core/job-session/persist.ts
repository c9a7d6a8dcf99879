import type { Clock } from '../../../shared/airtable/pacer.ts';
import type { JobStore, Versioned } from '../../ports.ts';
import type { StoredJob } from '../job-state.ts';

/** Another run saved the job since this one read it: this run no longer owns it and stops. */
export class NotOwnerError extends Error {
  constructor() {
    super('Another run owns the job');
    this.name = 'NotOwnerError';
  }
}

/**
 * One run's hold on a stored job: the latest state and the version it was saved as. Saves go out one after
 * another; `saveInBackground` lets a chunk's save overlap the next chunk's writes (S3 never stalls Airtable's
 * pace), and the first failed save surfaces at the run's next `checkSaved` or `save`.
 */
export class JobSession {
  #job: StoredJob;
  #version: string;
  #saving: Promise<void> = Promise.resolve();
  #failure: unknown;
  readonly #jobs: JobStore;
  readonly #clock: Clock;

  constructor(jobs: JobStore, clock: Clock, loaded: Versioned<StoredJob>) {
    this.#jobs = jobs;
    this.#clock = clock;
    this.#job = loaded.value;
    this.#version = loaded.version;
  }

  get job(): StoredJob {
    return this.#job;
  }

  /** Queues a save of `next` (with a fresh heartbeat) and makes it the current state at once. */
  saveInBackground(next: StoredJob): Promise<void> {
    this.#job = next;
    const run = this.#saving.then(async () => {
      const saved = await this.#jobs.saveJob({ ...next, updatedAt: new Date(this.#clock.now()).toISOString() }, this.#version);
      if (saved === undefined) throw new NotOwnerError();
      this.#version = saved;
    });
    run.catch((error: unknown) => (this.#failure ??= error));
    this.#saving = run;
    return run;
  }

  /** Saves `next` and waits until it (and every earlier save) is stored. */
  save(next: StoredJob): Promise<void> {
    return this.saveInBackground(next);
  }

  /** Throws the first failed background save, if any. */
  checkSaved(): void {
    if (this.#failure !== undefined) throw this.#failure;
  }

  /** Waits for saves on their way, so what is stored is settled when the run ends. */
  async settle(): Promise<void> {
    await this.#saving.catch(() => undefined);
  }
}

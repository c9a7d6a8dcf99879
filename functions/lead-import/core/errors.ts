/** The import cannot go on (token refused, table missing, Airtable unreachable); the message says why. */
export class ImportStoppedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportStoppedError';
  }
}

/** The invocation's time is nearly up; nothing of the unfinished chunk is recorded and the next run redoes it. */
export class OutOfTimeError extends Error {
  constructor() {
    super('Out of time for this invocation');
    this.name = 'OutOfTimeError';
  }
}

/** The file in the assets bucket is not the one the job started with (or is gone). */
export class FileChangedError extends Error {
  constructor() {
    super('The file changed or was removed during the import; start the import again');
    this.name = 'FileChangedError';
  }
}

import { EmbeddedDatabaseBusyError } from '../db/database';

/**
 * The end of a process entry point (api, worker) that failed to start: the error on stderr, exit status 1. An
 * expected refusal (the embedded database is in use) reads as a sentence; anything else keeps its stack.
 */
export function exitOnStartFailure(error: unknown): never {
  const text = error instanceof EmbeddedDatabaseBusyError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Fatal: ${text}\n`);
  process.exit(1);
}

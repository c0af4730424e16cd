/**
 * Thrown by a handler when retrying cannot help (a rejection by the tax authority, invalid data, a row that
 * no longer exists): the job goes straight to `failed`, whatever retries it had left (STYLE.md 17).
 * Any other error is treated as an infrastructure failure and retried per the job's policy.
 */
export class TerminalJobError extends Error {
  override readonly name = 'TerminalJobError';
  constructor(
    message: string,
    /** A stable, machine-readable reason (stored in the job's output). */
    readonly code: string = 'terminal',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Start-up refused: some job names have no handler (STYLE.md 11). */
export class MissingJobHandlersError extends Error {
  override readonly name = 'MissingJobHandlersError';
  constructor(readonly missing: readonly string[]) {
    super(`No handler registered for job(s): ${missing.join(', ')}`);
  }
}

/**
 * Transport failures talking to the tax authority. The distinction that matters to callers is whether the
 * request may have reached the server: an issuing caller must reconcile (FECompConsultar) before resending a
 * request whose outcome is unknown, while a request that was never sent can simply be retried.
 */
export type TransportOutcome = 'not_sent' | 'unknown';

export abstract class TaxAuthTransportError extends Error {
  abstract readonly outcome: TransportOutcome;
  constructor(message: string, readonly url: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request never left this process completely (DNS, refused, connect timeout, TLS handshake…). Safe to retry. */
export class TaxAuthRequestNotSentError extends TaxAuthTransportError {
  readonly outcome = 'not_sent' as const;
  override readonly name = 'TaxAuthRequestNotSentError';
}

/**
 * The request was fully sent but no usable answer came back (timeout, connection reset, 5xx without a SOAP
 * body). The server may have processed it: reconcile before retrying anything that changes state.
 */
export class TaxAuthAnswerLostError extends TaxAuthTransportError {
  readonly outcome = 'unknown' as const;
  override readonly name = 'TaxAuthAnswerLostError';
  constructor(message: string, url: string, readonly status: number | null, options?: { cause?: unknown }) {
    super(message, url, options);
  }
}

/** The server refused the request before processing it (HTTP 4xx without a SOAP body). */
export class TaxAuthRequestRejectedError extends TaxAuthTransportError {
  readonly outcome = 'not_sent' as const;
  override readonly name = 'TaxAuthRequestRejectedError';
  constructor(message: string, url: string, readonly status: number) {
    super(message, url);
  }
}

import { AppError } from '../common/errors';
import { TaxAuthTransportError } from './http/taxauth-http.errors';
import { SoapFaultError } from './soap/soap-call';
import { AccessTicketUnavailableError } from './tickets/access-ticket.cache';
import { WsaaError } from './wsaa/wsaa.client';

/**
 * The tax authority could not be queried (SPEC: 500). Transport failures, WSAA refusals and SOAP faults all
 * become `taxauth_unavailable`, with what happened in the message and what to do in the resolution.
 */
export function taxauthUnavailable(error: unknown, what: string): AppError {
  if (error instanceof AppError) return error;
  let reason = 'unexpected answer';
  let resolution = 'Retry in a few minutes; the tax authority web services are often slow or down for maintenance.';
  if (error instanceof AccessTicketUnavailableError) {
    reason = error.message;
    resolution = `Retry after ${error.retryAt.toISOString()}.`;
  } else if (error instanceof WsaaError) {
    reason = `WSAA refused the login (${error.code}): ${error.message}`;
    resolution = /cms\.cert|expired|untrusted|notFound/i.test(error.code + error.message)
      ? "Check the CUIT's certificate for this environment (issued by the tax authority, not expired, web service enabled)."
      : resolution;
  } else if (error instanceof TaxAuthTransportError) {
    reason = error.message;
  } else if (error instanceof SoapFaultError) {
    reason = error.message;
  } else if (error && typeof (error as { message?: unknown }).message === 'string') {
    // Not `instanceof Error`: errors from another realm (worker threads, test sandboxes) fail that check.
    reason = (error as { message: string }).message;
  }
  return new AppError(500, 'taxauth_unavailable', `The tax authority could not be queried to ${what}: ${reason}`, { resolution, cause: error });
}

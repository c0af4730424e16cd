import type { TaxAuthHttpClient } from '../http/taxauth-http';
import { TaxAuthAnswerLostError, TaxAuthRequestRejectedError } from '../http/taxauth-http.errors';
import { parseEnvelope, type ParsedSoap, type SoapFault } from './soap';

/** A SOAP fault: the server answered, and did not process the operation. */
export class SoapFaultError extends Error {
  override readonly name = 'SoapFaultError';
  constructor(readonly fault: SoapFault, readonly status: number, readonly url: string) {
    super(`SOAP fault ${fault.code}: ${fault.message}`);
  }
}

export interface SoapCallOptions {
  /** SOAPAction header value (quoted on the wire, as ASP.NET and Axis expect). */
  action: string;
  timeoutMs?: number;
}

/**
 * POSTs an envelope and returns the parsed answer, faults included. An answer that is not SOAP is a transport
 * problem: 5xx or garbage means the outcome is unknown, 4xx means the request was refused.
 */
export async function postSoap(http: TaxAuthHttpClient, url: string, envelope: string, options: SoapCallOptions): Promise<ParsedSoap> {
  const response = await http.post(url, envelope, {
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${options.action}"` },
    timeoutMs: options.timeoutMs,
  });
  let parsed: ParsedSoap;
  try {
    parsed = parseEnvelope(response.body);
  } catch (error) {
    if (response.status >= 400 && response.status < 500) {
      throw new TaxAuthRequestRejectedError(`${new URL(url).host} refused the request with HTTP ${response.status}`, url, response.status);
    }
    throw new TaxAuthAnswerLostError(
      `${new URL(url).host} answered HTTP ${response.status} without a SOAP envelope; the outcome is unknown`,
      url,
      response.status,
      { cause: error },
    );
  }
  return parsed;
}

/** Like postSoap, but a fault is thrown as SoapFaultError. */
export async function callSoap(http: TaxAuthHttpClient, url: string, envelope: string, options: SoapCallOptions): Promise<ParsedSoap> {
  const parsed = await postSoap(http, url, envelope, options);
  if (parsed.fault) throw new SoapFaultError(parsed.fault, 500, url);
  return parsed;
}

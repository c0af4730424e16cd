/**
 * The dashboard calls the same HTTP API as every client, with the session cookie instead of an API key
 * (docs/dashboard.md): the CSRF token goes in x-csrf-token on writes, the environment in x-environment.
 */
export type Environment = 'testing' | 'production';
export type Role = 'owner' | 'reviewer';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  accountId: string;
  accountName: string;
}

export interface Session {
  user: SessionUser;
  csrfToken: string;
  expiresAt: string;
}

export interface ApiErrorBody {
  code?: string;
  message?: string;
  resolution?: string;
  details?: unknown;
}

export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ApiErrorBody) {
    super(body.message ?? `HTTP ${status}`);
  }
}

let csrfToken: string | null = null;
let environment: Environment = (localStorage.getItem('facturador.environment') as Environment | null) ?? 'testing';
let onSignedOut: () => void = () => undefined;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}
export function currentEnvironment(): Environment {
  return environment;
}
export function setEnvironment(value: Environment): void {
  environment = value;
  localStorage.setItem('facturador.environment', value);
}
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

async function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { 'x-environment': environment, accept: 'application/json', ...extra };
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  if (response.status === 401 && !path.startsWith('/auth/sign-in')) onSignedOut();
  if (!response.ok) {
    const errorBody = (await response.json().catch(() => ({}))) as ApiErrorBody;
    throw new ApiError(response.status, errorBody);
  }
  return response;
}

/** Reads started before the page asked for them (see `prefetch`), by path; each is used once. */
const prefetched = new Map<string, Promise<unknown>>();

/**
 * Starts GETs the first screen will make, before the session check answers (main.tsx, on a review page's address):
 * the page then finds them under way instead of starting them after its first render. A failed one (signed out,
 * another environment) is dropped and the page's own call is made as usual.
 */
export function prefetch(paths: string[], blobs: string[] = [], follow: Record<string, (body: unknown) => string | null> = {}): void {
  for (const path of paths) {
    const promise = call('GET', path).then((r) => r.json());
    prefetched.set(path, promise);
    // A read that needs this one's answer (the draft's template), started as soon as it arrives.
    const next = follow[path];
    if (next) {
      promise.then(
        (body) => {
          const then = next(body);
          if (then) prefetch([then]);
        },
        () => undefined,
      );
    }
  }
  for (const path of blobs) prefetchBlob(path);
  for (const promise of prefetched.values()) promise.catch(() => undefined);
}

/** Starts reading `path`'s bytes for the page (as `prefetch`), and returns them to the caller as well. */
export function prefetchBlob(path: string): Promise<Blob> {
  const promise = call('GET', path).then((r) => r.blob());
  prefetched.set(`blob:${path}`, promise);
  promise.catch(() => undefined);
  return promise;
}

async function takePrefetched<T>(key: string): Promise<T | undefined> {
  const promise = prefetched.get(key);
  if (!promise) return undefined;
  prefetched.delete(key);
  return (promise as Promise<T>).catch(() => undefined);
}

export const api = {
  get: async <T>(path: string): Promise<T> => (await takePrefetched<T>(path)) ?? ((await call('GET', path)).json() as Promise<T>),
  post: async <T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T> => (await call('POST', path, body ?? {}, headers)).json() as Promise<T>,
  patch: async <T>(path: string, body: unknown): Promise<T> => (await call('PATCH', path, body)).json() as Promise<T>,
  put: async <T>(path: string, body: unknown): Promise<T> => (await call('PUT', path, body)).json() as Promise<T>,
  del: async <T>(path: string): Promise<T> => (await call('DELETE', path)).json() as Promise<T>,
  blob: async (path: string): Promise<Blob> => (await takePrefetched<Blob>(`blob:${path}`)) ?? (await call('GET', path)).blob(),
};

// ------------------------------------------------------------------ resources (the API's shapes)

export type DraftStatus = 'extracting' | 'review_required' | 'approved' | 'issuing' | 'issued' | 'rejected' | 'failed';

export interface DraftLine {
  description: string;
  quantity: number;
  unitPrice: number | null;
  ivaRate: number | null;
  priceListMatch?: string | null;
  sourceRow?: number;
}

export interface DraftData {
  lines: DraftLine[];
  receiver: {
    name: string | null;
    docType: 'CUIT' | 'CUIL' | 'DNI' | null;
    docNumber: string | null;
    condicionIva: number | null;
    email?: string | null;
    address?: string | null;
  };
  concepto?: 1 | 2 | 3 | null;
  serviceFrom?: string | null;
  serviceTo?: string | null;
  paymentDue?: string | null;
  documentDate?: string | null;
  pricesIncludeIva?: boolean | null;
  documentTotal?: number | null;
  currency?: string | null;
  reference?: string | null;
  description?: string | null;
}

export interface DraftActivity {
  action: 'edited' | 'approved' | 'rejected';
  userId: string;
  email: string | null;
  via: 'session' | 'api_key';
  at: string;
}

export interface Draft {
  id: string;
  status: DraftStatus;
  mode: string;
  source: 'upload' | 'spreadsheet' | 'api' | 'template';
  sourceRef: string | null;
  fileName: string | null;
  mimeType: string | null;
  hasFile: boolean;
  templateId: string | null;
  templateName: string | null;
  cuitId: string | null;
  ptoVta: number | null;
  environment: Environment;
  data: DraftData;
  total: number | null;
  voucherLetter: string | null;
  confidence: number | null;
  issues: Array<{ code: string; message: string; field?: string }>;
  errorMessage: string | null;
  rejectReason: string | null;
  invoice: { id: string; voucherNumber: number | null; ptoVta: number | null; invoiceType: number | null; status: string; amount: number | null; cae?: string | null } | null;
  activity: DraftActivity[];
  pipeline: {
    stage: string;
    extractor: string | null;
    fieldConfidence: Record<string, number>;
    ocrConfidence: number | null;
    /** Per OCR'd page, what was done to the image ("turned 180°: …" when it was read turned). */
    preprocessing?: Array<{ page: number; steps: string[] }>;
  };
  /** Where each value was read on the page (issue 13; null for drafts made from data). */
  provenance: DraftProvenance | null;
  createdAt: string;
  updatedAt: string;
}

export interface FieldProvenance {
  page: number | null;
  /** Points from the page's top-left corner, as the server read the page. */
  box: { x0: number; y0: number; x1: number; y1: number } | null;
  words: string[];
  reader: string;
  confidence: number | null;
}

export interface DraftProvenance {
  units: 'pt';
  origin: 'top-left';
  pages: Array<{ number: number; width: number; height: number }>;
  fields: Record<string, FieldProvenance>;
  lines: FieldProvenance[];
}

export interface Template {
  id: string;
  name: string;
  priceList: Array<{ description: string; unitPrice: number }>;
  ivaRate: number | null;
}

export interface Cuit {
  id: string;
  number?: string;
  cuit?: string;
  name?: string | null;
  businessName?: string | null;
}

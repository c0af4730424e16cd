import type { TaxAuthHttpClient } from '../http/taxauth-http';
import { buildEnvelope, childObject, isObject, type XmlObject, type XmlValue } from '../soap/soap';
import { callSoap, SoapFaultError } from '../soap/soap-call';
import { el } from '../soap/xml';

/** Padrón A5 ("constancia de inscripción"), the taxpayer registry queried for a CUIT's `persona`. */
export const PADRON_A5_URLS = {
  testing: 'https://awshomo.afip.gov.ar/sr-padron/webservices/personaServiceA5',
  production: 'https://aws.afip.gov.ar/sr-padron/webservices/personaServiceA5',
} as const;
/** WSAA service name of the padrón A5. */
export const PADRON_A5_SERVICE = 'ws_sr_padron_a5';
const NAMESPACE = 'http://a5.soap.ws.server.puc.sr/';

/** A registry value as the service sends it: text, nested sections, or lists. */
export type PersonaValue = string | Persona | PersonaValue[];
export interface Persona {
  [field: string]: PersonaValue;
}

/** `personaReturn` minus `metadata`: datosGenerales, datosMonotributo, datosRegimenGeneral, errorConstancia… */
export interface PadronPersona {
  datosGenerales?: Persona;
  datosMonotributo?: Persona;
  datosRegimenGeneral?: Persona;
  errorConstancia?: Persona;
  [section: string]: PersonaValue | undefined;
}

export interface PadronLookup {
  persona: PadronPersona;
  metadata: { fechaHora: string | null; servidor: string | null };
}

/** The registry's answer for a CUIT it does not know: a SOAP fault "No existe persona con ese Id". */
export function isUnknownPersonFault(error: unknown): boolean {
  return error instanceof SoapFaultError && /no existe persona/i.test(error.fault.message);
}

/** Lists that the service writes as one element when there is only one entry. */
const LIST_FIELDS = new Set(['actividad', 'impuesto', 'regimen', 'categoria', 'actividadMonotributista', 'caracterizacion', 'error', 'relacion']);

export class PadronClient {
  constructor(private readonly http: TaxAuthHttpClient, readonly url: string) {}

  /** `getPersona_v2(token, sign, cuitRepresentada, idPersona)`; a missing person is a SOAP fault (SoapFaultError). */
  async getPersona(auth: { token: string; sign: string; cuitRepresentada: string }, idPersona: string, options: { timeoutMs?: number } = {}): Promise<PadronLookup> {
    const envelope = buildEnvelope(
      el('a5:getPersona_v2', [el('token', auth.token), el('sign', auth.sign), el('cuitRepresentada', auth.cuitRepresentada), el('idPersona', idPersona)]),
      { prefix: 'soapenv', namespaces: { a5: NAMESPACE } },
    );
    const parsed = await callSoap(this.http, this.url, envelope, { action: '', timeoutMs: options.timeoutMs });
    const ret = childObject(childObject(parsed.body, 'getPersona_v2Response'), 'personaReturn') ?? {};
    const { metadata, ...sections } = ret;
    const meta = isObject(metadata) ? metadata : {};
    return {
      persona: normalise(sections) as PadronPersona,
      metadata: { fechaHora: typeof meta['fechaHora'] === 'string' ? meta['fechaHora'] : null, servidor: typeof meta['servidor'] === 'string' ? meta['servidor'] : null },
    };
  }
}

function normalise(obj: XmlObject): Persona {
  const out: Persona = {};
  for (const [key, value] of Object.entries(obj)) out[key] = LIST_FIELDS.has(key) ? asList(value).map(normaliseValue) : normaliseValue(value);
  return out;
}

function normaliseValue(value: XmlValue): PersonaValue {
  if (Array.isArray(value)) return value.map(normaliseValue);
  return isObject(value) ? normalise(value) : value;
}

const asList = (value: XmlValue): XmlValue[] => (Array.isArray(value) ? value : [value]);

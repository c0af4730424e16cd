import type { PadronPersona, Persona, PersonaValue } from './padron.client';

/** What the documents pipeline needs of a padrón A5 answer. */
export interface RegistryPerson {
  cuit: string;
  /** razonSocial, or "APELLIDO NOMBRE" of a natural person, as the registry writes it. */
  name: string | null;
  /** Receiver VAT condition (CondicionIVAReceptorId, RG 5616); null when the registry does not say. */
  condicionIva: number | null;
  /** The fiscal address on one line ("AV SIEMPRE VIVA 742, CIUDAD AUTONOMA BUENOS AIRES, CP 1000"), as vouchers print it. */
  address: string | null;
  kind: 'FISICA' | 'JURIDICA' | null;
  /** estadoClave: ACTIVO, INACTIVO… */
  status: string | null;
}

/** Padrón "impuesto" ids that decide the VAT condition of a person under the general regime. */
const IVA = '30';
const IVA_EXENTO = '32';
const IVA_NO_ALCANZADO = '34';

/**
 * The receiver's VAT condition from padrón A5: a Monotributo section is 6, the general regime's IVA tax is 1
 * (Responsable Inscripto), IVA EXENTO 4, IVA NO ALCANZADO 15 (codes of TAXAUTH §4.8).
 */
export function registryPersonFrom(cuit: string, persona: PadronPersona): RegistryPerson {
  const general = persona.datosGenerales ?? {};
  const name = text(general['razonSocial']) ?? (joined([text(general['apellido']), text(general['nombre'])], ' ') || null);
  const kind = text(general['tipoPersona']);
  return {
    cuit,
    name,
    condicionIva: vatCondition(persona),
    address: addressOf(general['domicilioFiscal']),
    kind: kind === 'FISICA' || kind === 'JURIDICA' ? kind : null,
    status: text(general['estadoClave']),
  };
}

function vatCondition(persona: PadronPersona): number | null {
  if (persona.datosMonotributo) return 6;
  const taxes = list(persona.datosRegimenGeneral?.['impuesto']).map((t) => (isPersona(t) ? text(t['idImpuesto']) : null));
  if (taxes.includes(IVA)) return 1;
  if (taxes.includes(IVA_EXENTO)) return 4;
  if (taxes.includes(IVA_NO_ALCANZADO)) return 15;
  return null;
}

function addressOf(value: PersonaValue | undefined): string | null {
  if (!isPersona(value)) return null;
  const postcode = text(value['codPostal']);
  // Drafts and vouchers keep at most 300 characters of an address.
  return joined([text(value['direccion']), text(value['localidad']), text(value['descripcionProvincia']), postcode ? `CP ${postcode}` : null], ', ').slice(0, 300) || null;
}

const isPersona = (value: PersonaValue | undefined): value is Persona => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: PersonaValue | undefined): PersonaValue[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: PersonaValue | undefined): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const joined = (parts: Array<string | null>, separator: string): string => parts.filter((p): p is string => Boolean(p)).join(separator);

import { cuitCheckDigit } from '../../src/common/cuit';
import type { Rng } from './random';

/** Invented companies, people and places (any resemblance to real taxpayers is accidental). */

export type CondicionIva = 1 | 4 | 5 | 6;
export type ReceiverKind = 'company-ri' | 'company-exento' | 'monotributo' | 'dni' | 'consumidor-final';

export interface Receiver {
  name: string;
  docType: 'CUIT' | 'DNI' | null;
  docNumber: string | null;
  condicionIva: CondicionIva;
  /** False when the layout leaves the VAT condition unprinted: truth is then null. */
  condicionPrinted: boolean;
  /** The VAT condition as this document words it ("Resp. Inscripto", "RI", "Monotributista"…). */
  condicionText: string;
  address: string;
}

export interface Issuer {
  name: string;
  tradeName: string;
  cuit: string;
  condicionText: string;
  iibb: string;
  activitySince: string;
  address: string;
  city: string;
  phone: string;
  email: string;
}

const CONDITION_WORDING: Record<CondicionIva, readonly string[]> = {
  1: ['IVA Responsable Inscripto', 'Resp. Inscripto', 'RI', 'Responsable Inscripto'],
  4: ['Exento', 'IVA Exento'],
  5: ['Consumidor Final'],
  6: ['Monotributista', 'Responsable Monotributo'],
};

const COMPANY_WORDS = ['Los Aromos', 'Del Litoral', 'San Cayetano', 'La Pampeana', 'Cerro Azul', 'El Ombú', 'Tres Arroyos', 'Río Dulce',
  'Los Talas', 'Punta Alta', 'La Serranita', 'Villa Elisa', 'El Mangrullo', 'Las Acacias', 'Santa Brígida', 'Monte Grande', 'Sierra Chica',
  'Campo Verde', 'La Calandria', 'Paso de los Libres', 'El Quebracho', 'Laguna Brava', 'Los Ceibos', 'Altos del Sur'];
const COMPANY_KINDS = ['Distribuidora', 'Construcciones', 'Servicios Integrales', 'Agropecuaria', 'Transportes', 'Comercial', 'Metalúrgica',
  'Laboratorio', 'Estudio Contable', 'Panificadora', 'Logística', 'Tecnología', 'Frigorífico', 'Inmobiliaria', 'Hotelera'];
const LEGAL = ['S.A.', 'S.R.L.', 'S.A.S.', 'S.R.L.', 'S.A.'];
const FIRST_NAMES = ['María Laura', 'Juan Pablo', 'Silvina', 'Gustavo', 'Romina', 'Carlos Alberto', 'Natalia', 'Federico', 'Analía', 'Diego',
  'Valeria', 'Hernán', 'Lucía', 'Matías', 'Graciela', 'Sebastián', 'Mariela', 'Ricardo'];
const LAST_NAMES = ['Benítez', 'Sosa', 'Ferreyra', 'Quiroga', 'Acosta', 'Medina', 'Castaño', 'Villalba', 'Ojeda', 'Giménez', 'Paredes',
  'Ledesma', 'Correa', 'Bustos', 'Arias', 'Navarro', 'Funes', 'Maldonado', 'Zárate', 'Peralta'];
const STREETS = ['Av. San Martín', 'Belgrano', 'Rivadavia', 'Av. Colón', 'Sarmiento', 'Mitre', '25 de Mayo', 'Av. Pellegrini', 'Moreno',
  'Urquiza', 'Av. Libertador', 'Italia', 'Entre Ríos', 'Lavalle', 'Maipú', 'Av. Mosconi'];
const CITIES = ['(X5000) Córdoba, Córdoba', '(S2000) Rosario, Santa Fe', '(M5500) Mendoza, Mendoza', '(B7600) Mar del Plata, Buenos Aires',
  '(C1425) Ciudad Autónoma de Buenos Aires', '(T4000) San Miguel de Tucumán, Tucumán', '(E3100) Paraná, Entre Ríos',
  '(Q8300) Neuquén, Neuquén', '(B8000) Bahía Blanca, Buenos Aires', '(A4400) Salta, Salta', '(S3000) Santa Fe, Santa Fe'];

/** A CUIT with a valid check digit for the prefix (20/23/27 people, 30/33 companies). */
export function makeCuit(rng: Rng, prefix: string): string {
  for (;;) {
    const body = prefix + rng.digits(8).replace(/^0/, String(rng.int(1, 9)));
    const dv = cuitCheckDigit(body);
    if (dv !== null) return body + String(dv);
  }
}

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

export function companyName(rng: Rng): string {
  return `${rng.pick(COMPANY_KINDS)} ${rng.pick(COMPANY_WORDS)} ${rng.pick(LEGAL)}`;
}

export function address(rng: Rng): string {
  return `${rng.pick(STREETS)} ${rng.int(100, 4999)} - ${rng.pick(CITIES)}`;
}

export function conditionWording(rng: Rng, condicion: CondicionIva): string {
  return rng.pick(CONDITION_WORDING[condicion]);
}

/** A customer of the given kind; `avoidCuit` is the issuer's, which the receiver never shares. */
export function makeReceiver(rng: Rng, kind: ReceiverKind, avoidCuit: string, condicionPrinted = true): Receiver {
  const addr = address(rng);
  let receiver: Omit<Receiver, 'condicionText' | 'condicionPrinted'>;
  switch (kind) {
    case 'company-ri':
      receiver = { name: companyName(rng), docType: 'CUIT', docNumber: makeCuit(rng, rng.pick(['30', '33', '30'])), condicionIva: 1, address: addr };
      break;
    case 'company-exento':
      receiver = { name: `Asociación Civil ${rng.pick(COMPANY_WORDS)}`, docType: 'CUIT', docNumber: makeCuit(rng, '30'), condicionIva: 4, address: addr };
      break;
    case 'monotributo':
      receiver = { name: personName(rng), docType: 'CUIT', docNumber: makeCuit(rng, rng.pick(['20', '27'])), condicionIva: 6, address: addr };
      break;
    case 'dni':
      receiver = { name: personName(rng), docType: 'DNI', docNumber: String(rng.int(14_000_000, 45_999_999)), condicionIva: 5, address: addr };
      break;
    case 'consumidor-final':
      receiver = { name: 'Consumidor Final', docType: null, docNumber: null, condicionIva: 5, address: '' };
      break;
  }
  if (receiver.docNumber === avoidCuit) return makeReceiver(rng, kind, avoidCuit, condicionPrinted);
  // An anonymous buyer is named by its condition ("A CONSUMIDOR FINAL"): the condition is always on the paper.
  if (kind === 'consumidor-final') condicionPrinted = true;
  return { ...receiver, condicionPrinted, condicionText: conditionWording(rng, receiver.condicionIva) };
}

/** An issuer (a Responsable Inscripto) with its own CUIT and letterhead data. */
export function makeIssuer(rng: Rng, name: string, tradeName: string): Issuer {
  const company = /S\.A\.|S\.R\.L\.|S\.A\.S\./.test(name);
  return {
    name,
    tradeName,
    cuit: makeCuit(rng, company ? rng.pick(['30', '33']) : rng.pick(['20', '27'])),
    condicionText: rng.pick(['IVA Responsable Inscripto', 'Responsable Inscripto', 'I.V.A. Resp. Inscripto']),
    iibb: `${rng.digits(3)}-${rng.digits(6)}-${rng.digits(1)}`,
    activitySince: `${String(rng.int(1, 28)).padStart(2, '0')}/${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(1998, 2019)}`,
    address: `${rng.pick(STREETS)} ${rng.int(100, 4999)}`,
    city: rng.pick(CITIES),
    phone: `(0${rng.int(11, 388)}) ${rng.int(400, 499)}-${rng.digits(4)}`,
    email: `${tradeName.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '').slice(0, 14)}@${rng.pick(['gmail.com', 'ventas.com.ar', 'empresa.com.ar'])}`,
  };
}

import type { CondicionIvaReceptorItem, ParamItem, ParamTableOperation, PointOfSale } from '../wsfe/wsfe.types';

/** Parameter tables modelled on the homologation dumps (TAXAUTH.md §4). `NULL` dates are written as the service does. */
const item = (id: string | number, desc: string, fchDesde = '20100917'): ParamItem => ({ id: String(id), desc, fchDesde, fchHasta: null });

export const VOUCHER_TYPES: ParamItem[] = [
  [1, 'Factura A'], [2, 'Nota de Débito A'], [3, 'Nota de Crédito A'], [4, 'Recibos A'], [5, 'Notas de Venta al contado A'],
  [6, 'Factura B'], [7, 'Nota de Débito B'], [8, 'Nota de Crédito B'], [9, 'Recibos B'], [10, 'Notas de Venta al contado B'],
  [11, 'Factura C'], [12, 'Nota de Débito C'], [13, 'Nota de Crédito C'], [15, 'Recibo C'],
  [34, 'Cbtes. A del Anexo I, Apartado A, inc. f), RG 1415'], [35, 'Cbtes. B del Anexo I, Apartado A, inc. f), RG 1415'],
  [39, 'Otros comprobantes A que cumplan con RG 1415'], [40, 'Otros comprobantes B que cumplan con RG 1415'],
  [49, 'Comprobante de Compra de Bienes Usados a Consumidor Final'],
  [51, 'Factura M'], [52, 'Nota de Débito M'], [53, 'Nota de Crédito M'], [54, 'Recibo M'],
  [60, 'Cta de Vta y Liquido prod. A'], [61, 'Cta de Vta y Liquido prod. B'], [63, 'Liquidacion A'], [64, 'Liquidacion B'],
  [201, 'Factura de Crédito electrónica MiPyMEs (FCE) A'], [202, 'Nota de Débito electrónica MiPyMEs (FCE) A'],
  [203, 'Nota de Crédito electrónica MiPyMEs (FCE) A'], [206, 'Factura de Crédito electrónica MiPyMEs (FCE) B'],
  [207, 'Nota de Débito electrónica MiPyMEs (FCE) B'], [208, 'Nota de Crédito electrónica MiPyMEs (FCE) B'],
  [211, 'Factura de Crédito electrónica MiPyMEs (FCE) C'], [212, 'Nota de Débito electrónica MiPyMEs (FCE) C'],
  [213, 'Nota de Crédito electrónica MiPyMEs (FCE) C'],
].map(([id, desc]) => item(id, String(desc)));

export const IVA_RATES: Record<number, string> = { 3: '0', 4: '0.105', 5: '0.21', 6: '0.27', 8: '0.05', 9: '0.025' };

export const PARAM_TABLE_ROWS: Record<ParamTableOperation, ParamItem[]> = {
  FEParamGetTiposCbte: VOUCHER_TYPES,
  FEParamGetTiposConcepto: [item(1, 'Producto'), item(2, 'Servicios'), item(3, 'Productos y Servicios')],
  FEParamGetTiposDoc: [
    [80, 'CUIT'], [86, 'CUIL'], [87, 'CDI'], [89, 'LE'], [90, 'LC'], [91, 'CI Extranjera'], [92, 'en trámite'],
    [93, 'Acta Nacimiento'], [94, 'Pasaporte'], [95, 'CI Bs. As. RNP'], [96, 'DNI'], [99, 'Doc. (Otro)'], [0, 'CI Policía Federal'],
  ].map(([id, desc]) => item(id, String(desc), '20080725')),
  FEParamGetTiposIva: [item(3, '0%', '20090220'), item(4, '10.5%', '20090220'), item(5, '21%', '20090220'), item(6, '27%', '20090220'), item(8, '5%', '20141020'), item(9, '2.5%', '20141020')],
  FEParamGetTiposMonedas: [
    ['PES', 'Pesos Argentinos'], ['DOL', 'Dólar Estadounidense'], ['002', 'Dólar Libre EEUU'], ['060', 'Euro'], ['012', 'Real'],
    ['021', 'Libra Esterlina'], ['019', 'Yens'], ['009', 'Franco Suizo'], ['018', 'Dólar Canadiense'], ['033', 'Peso Chileno'], ['011', 'Pesos Uruguayos'],
  ].map(([id, desc]) => item(id, desc, '20090403')),
  FEParamGetTiposOpcional: [
    item(2, 'RG Empresas Promovidas - Indentificador de proyecto vinculado a Régimen de Promoción Industrial'),
    item(91, 'RG Bienes Usados 3411 - Nombre y Apellido o Denominación del vendedor del bien usado.', '20130401'),
    item(92, 'RG Bienes Usados 3411 - Nacionalidad del vendedor del bien usado.', '20130401'),
    item(93, 'RG Bienes Usados 3411 - Domicilio del vendedor del bien usado.', '20130401'),
    item(2101, 'Excepcion computo IVA Credito Fiscal'),
    item(27, 'Transferencia'),
  ],
  FEParamGetTiposTributos: [
    [1, 'Impuestos nacionales'], [2, 'Impuestos provinciales'], [3, 'Impuestos municipales'], [4, 'Impuestos Internos'], [5, 'IIBB'],
    [6, 'Percepción de IVA'], [7, 'Percepción de IIBB'], [8, 'Percepciones por Impuestos Municipales'], [9, 'Otras Percepciones'],
    [13, 'Percepción de IVA a no Categorizado'], [99, 'Otro'],
  ].map(([id, desc]) => item(id, String(desc))),
};

/** RG 5616 receiver VAT conditions and the voucher classes each may receive (TAXAUTH.md §4.8). */
export const CONDICIONES_IVA_RECEPTOR: CondicionIvaReceptorItem[] = [
  { id: 1, desc: 'IVA Responsable Inscripto', cmpClase: 'A/M/C' },
  { id: 6, desc: 'Responsable Monotributo', cmpClase: 'A/M/C' },
  { id: 13, desc: 'Monotributista Social', cmpClase: 'A/M/C' },
  { id: 16, desc: 'Monotributo Trabajador Independiente Promovido', cmpClase: 'A/M/C' },
  { id: 4, desc: 'IVA Sujeto Exento', cmpClase: 'B/C' },
  { id: 5, desc: 'Consumidor Final', cmpClase: 'B/C' },
  { id: 7, desc: 'Sujeto No Categorizado', cmpClase: 'B/C' },
  { id: 8, desc: 'Proveedor del Exterior', cmpClase: 'B/C' },
  { id: 9, desc: 'Cliente del Exterior', cmpClase: 'B/C' },
  { id: 10, desc: 'IVA Liberado – Ley N° 19.640', cmpClase: 'B/C' },
  { id: 15, desc: 'IVA No Alcanzado', cmpClase: 'B/C' },
];

export interface ExchangeRateEntry {
  monId: string;
  /** yyyymmdd */
  fchCotiz: string;
  /** decimal string */
  monCotiz: string;
}

export const DEFAULT_EXCHANGE_RATES: ExchangeRateEntry[] = [
  { monId: 'DOL', fchCotiz: '20210721', monCotiz: '101.202' },
  { monId: 'DOL', fchCotiz: '20250101', monCotiz: '1032.5' },
  { monId: '060', fchCotiz: '20250101', monCotiz: '1075.25' },
  { monId: '012', fchCotiz: '20250101', monCotiz: '167.1' },
];

/** Padrón A5 data (getPersona_v2 → personaReturn). Free-form: serialized element by element. */
export type PadronRecord = { [key: string]: string | number | PadronRecord | PadronRecord[] | string[] };

export type VatCondition = 'RI' | 'MONOTRIBUTO' | 'EXENTO';

export function padronPersona(cuit: string, name: string, condition: VatCondition, kind: 'FISICA' | 'JURIDICA' = 'JURIDICA'): PadronRecord {
  const names: PadronRecord = kind === 'FISICA' ? { apellido: name.split(' ')[0] ?? name, nombre: name.split(' ').slice(1).join(' ') || name } : { razonSocial: name };
  const persona: PadronRecord = {
    datosGenerales: {
      ...names,
      domicilioFiscal: { codPostal: '1000', descripcionProvincia: 'CIUDAD AUTONOMA BUENOS AIRES', direccion: 'AV SIEMPRE VIVA 742', idProvincia: 0, tipoDomicilio: 'FISCAL' },
      esSucesion: 'NO',
      estadoClave: 'ACTIVO',
      idPersona: cuit,
      mesCierre: 12,
      tipoClave: 'CUIT',
      tipoPersona: kind,
    },
  };
  if (condition === 'MONOTRIBUTO') {
    persona['datosMonotributo'] = {
      actividadMonotributista: { descripcionActividad: 'SERVICIOS DE CONSULTORIA', idActividad: 620100, nomenclador: 883, orden: 1, periodo: 201901 },
      categoriaMonotributo: { descripcionCategoria: 'H LOCACIONES DE SERVICIO', idCategoria: 8, idImpuesto: 20, periodo: 202401 },
      impuesto: [{ descripcionImpuesto: 'MONOTRIBUTO', idImpuesto: 20, periodo: 201901 }],
    };
  } else {
    persona['datosRegimenGeneral'] = {
      actividad: [{ descripcionActividad: 'SERVICIOS DE CONSULTORES EN INFORMATICA', idActividad: 620100, nomenclador: 883, orden: 1, periodo: 201311 }],
      impuesto: [
        condition === 'RI'
          ? { descripcionImpuesto: 'IVA', idImpuesto: 30, periodo: 201311 }
          : { descripcionImpuesto: 'IVA EXENTO', idImpuesto: 32, periodo: 201311 },
        { descripcionImpuesto: 'GANANCIAS SOCIEDADES', idImpuesto: 10, periodo: 201311 },
      ],
    };
  }
  return persona;
}

/** The receivers peers use in homologation (TAXAUTH.md §6) plus a monotributista for Obs 10217. */
export const DEFAULT_PADRON: Record<string, { persona: PadronRecord; condition: VatCondition }> = {
  '30000000007': { persona: padronPersona('30000000007', 'EMPRESA PRUEBA SA', 'RI'), condition: 'RI' },
  '30500010912': { persona: padronPersona('30500010912', 'CLIENTE RESPONSABLE INSCRIPTO SA', 'RI'), condition: 'RI' },
  '20111111112': { persona: padronPersona('20111111112', 'PEREZ JUAN', 'MONOTRIBUTO', 'FISICA'), condition: 'MONOTRIBUTO' },
  '20267565393': { persona: padronPersona('20267565393', 'GARCIA MARIANO', 'RI', 'FISICA'), condition: 'RI' },
  '27000000006': { persona: padronPersona('27000000006', 'GOMEZ ANA', 'EXENTO', 'FISICA'), condition: 'EXENTO' },
};

export const defaultPointsOfSale = (): PointOfSale[] => [
  { nro: 1, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null },
  { nro: 2, emisionTipo: 'CAE - Ri Iva', bloqueado: 'N', fchBaja: null },
];

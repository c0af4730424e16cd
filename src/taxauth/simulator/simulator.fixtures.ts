import Decimal from 'decimal.js';
import { RECEIVER_VAT_CONDITION_TABLE, VAT_RATE_TABLE } from '../../common/taxauth-codes';
import type { CondicionIvaReceptorItem, ParamItem, ParamTableOperation, PointOfSale } from '../wsfe/wsfe.types';
import { CONCEPTS, CURRENCIES, DOCUMENT_TYPES, OPTIONAL_TYPES, TAX_TYPES, VAT_RATES, VOUCHER_TYPES } from './simulator.tables';

/** AlicIva id → rate as a fraction ("0.105"). */
export const IVA_RATES: Record<number, string> = Object.fromEntries(VAT_RATE_TABLE.map((r) => [r.id, new Decimal(r.percent).div(100).toFixed()]));

export const PARAM_TABLE_ROWS: Record<ParamTableOperation, ParamItem[]> = {
  FEParamGetTiposCbte: VOUCHER_TYPES,
  FEParamGetTiposConcepto: CONCEPTS,
  FEParamGetTiposDoc: DOCUMENT_TYPES,
  FEParamGetTiposIva: VAT_RATES,
  FEParamGetTiposMonedas: CURRENCIES,
  FEParamGetTiposOpcional: OPTIONAL_TYPES,
  FEParamGetTiposTributos: TAX_TYPES,
};

/** RG 5616 receiver VAT conditions and the voucher classes each may receive (TAXAUTH.md §4.8). */
export const CONDICIONES_IVA_RECEPTOR: CondicionIvaReceptorItem[] = RECEIVER_VAT_CONDITION_TABLE.map((c) => ({ id: c.id, desc: c.desc, cmpClase: c.classes }));

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

import { sourceFiles } from './spec-support';
import { join } from 'node:path';
import { IVA_RATES, VOUCHER_TYPES, voucherTypeInfo } from '../invoicing/domain';
import { CONDICIONES_IVA_RECEPTOR, IVA_RATES as SIMULATOR_IVA_FRACTIONS, PARAM_TABLE_ROWS } from '../taxauth/simulator/simulator.fixtures';
import {
  DOC_TIPO,
  isTransientErrorCode,
  KNOWN_DOC_TIPOS,
  KNOWN_MON_IDS,
  VAT_PERCENTS,
  VAT_RATE_TABLE,
  VOUCHER_TYPE_TABLE,
  voucherTypeKind,
  voucherTypeLetter,
  voucherTypeName,
} from './taxauth-codes';

describe('the one table of tax-authority codes', () => {
  it('has one row per voucher type, and the names people read differ from the service descriptions only in wording', () => {
    expect(new Set(VOUCHER_TYPE_TABLE.map((t) => t.code)).size).toBe(VOUCHER_TYPE_TABLE.length);
    expect([voucherTypeName(4), voucherTypeLetter(4), voucherTypeKind(4)]).toEqual(['Recibo A', 'A', 'receipt']);
    expect(VOUCHER_TYPE_TABLE.find((t) => t.code === 4)?.desc).toBe('Recibos A');
    expect([voucherTypeName(51), voucherTypeLetter(51)]).toEqual(['Factura A con leyenda', 'M']);
    expect(voucherTypeName(999)).toBe('Comprobante 999');
  });

  it.each([
    [1, 'A', 'invoice', false],
    [8, 'B', 'credit_note', false],
    [12, 'C', 'debit_note', false],
    [53, 'M', 'credit_note', false],
    [206, 'B', 'invoice', true],
  ])('the domain derives the issued type %i: class %s, %s, FCE %s', (code, letter, kind, fce) => {
    expect(voucherTypeInfo(code)).toEqual({ code, letter, kind, fce });
  });

  it('the domain issues invoices, debit and credit notes of A, B, C, M and FCE — not receipts, 5/10 or RG 1415 types', () => {
    expect(VOUCHER_TYPES.map((t) => t.code)).toEqual([1, 2, 3, 6, 7, 8, 11, 12, 13, 51, 52, 53, 201, 202, 203, 206, 207, 208, 211, 212, 213]);
  });

  it('VAT ids and rates agree wherever they are used: domain, extraction, simulator', () => {
    expect(VAT_PERCENTS).toEqual([0, 2.5, 5, 10.5, 21, 27]);
    expect(IVA_RATES).toEqual([
      { id: 3, percent: '0' }, { id: 9, percent: '2.5' }, { id: 8, percent: '5' }, { id: 4, percent: '10.5' }, { id: 5, percent: '21' }, { id: 6, percent: '27' },
    ]);
    expect(SIMULATOR_IVA_FRACTIONS).toEqual({ 3: '0', 4: '0.105', 5: '0.21', 6: '0.27', 8: '0.05', 9: '0.025' });
    expect(PARAM_TABLE_ROWS.FEParamGetTiposIva.map((r) => r.id)).toEqual(VAT_RATE_TABLE.map((r) => String(r.id)));
  });

  it('the simulator serves the same table: voucher types, documents, currencies, receiver conditions', () => {
    expect(PARAM_TABLE_ROWS.FEParamGetTiposCbte.map((r) => Number(r.id))).toEqual(VOUCHER_TYPE_TABLE.map((t) => t.code));
    expect(PARAM_TABLE_ROWS.FEParamGetTiposCbte[0]).toEqual({ id: '1', desc: 'Factura A', fchDesde: '20100917', fchHasta: null });
    expect(new Set(PARAM_TABLE_ROWS.FEParamGetTiposDoc.map((r) => Number(r.id)))).toEqual(KNOWN_DOC_TIPOS);
    expect(new Set(PARAM_TABLE_ROWS.FEParamGetTiposMonedas.map((r) => r.id))).toEqual(KNOWN_MON_IDS);
    expect(Object.values(DOC_TIPO).every((code) => KNOWN_DOC_TIPOS.has(code))).toBe(true);
    expect(CONDICIONES_IVA_RECEPTOR.find((c) => c.id === 5)).toEqual({ id: 5, desc: 'Consumidor Final', cmpClase: 'B/C' });
  });

  it('classes the service errors 500–502 and 600–601 as transient, and rejections as not', () => {
    expect([500, 501, 502, 600, 601].every(isTransientErrorCode)).toBe(true);
    expect([602, 10016, 10013].some(isTransientErrorCode)).toBe(false);
  });

  it('is the only place that spells the tables: no copy of the VAT percents or the transient error codes elsewhere in src', () => {
    const copies = sourceFiles(join(__dirname, '..'))
      .filter(({ path }) => !path.endsWith('taxauth-codes.ts'))
      .filter(({ text }) => /\b500, 501, 502, 600, 601\b/.test(text) || /new Set\(\[0, 2\.5, 5, 10\.5, 21, 27\]\)|= \[0, 2\.5, 5, 10\.5, 21, 27/.test(text) || /\[4, '10\.5'\]|4: '10\.5'/.test(text))
      .map(({ path }) => path);
    // The LLM reply schema (extraction/llm) still lists the rates in its JSON schema: left to the extraction owners.
    expect(copies.filter((p) => !p.includes('extraction/llm/'))).toEqual([]);
  });
});

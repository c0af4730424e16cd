import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { amountField, exchangeRateField, LedgerFormatError, textField } from './ledger-fields';
import type { LedgerVoucher } from './ledger.types';
import {
  buildLedgerZip,
  buildVentasAlicuotas,
  buildVentasCbte,
  ledgerSummary,
  VENTAS_ALICUOTAS_FILE,
  VENTAS_CBTE_FILE,
  ventasCbteRecord,
} from './sales-vat-ledger';

/** Factura A with two VAT rates and an IIBB perception. */
const facturaA: LedgerVoucher = {
  date: '2025-07-15',
  cbteTipo: 1,
  ptoVta: 3,
  numberFrom: 1234,
  receiver: { docTipo: 80, docNro: '30000000007', name: 'Cliente Sociedad Anónima Ñandú Limitada' },
  currency: 'PES',
  exchangeRate: '1',
  total: '1792.50',
  notTaxed: '0',
  exempt: '0',
  vat: [
    { ivaId: 5, net: '1000.00', vat: '210.00' },
    { ivaId: 4, net: '500.00', vat: '52.50' },
  ],
  grossIncomePerceptions: '30.00',
};

/** Factura B to a consumer without document. */
const facturaB: LedgerVoucher = {
  date: '2025-07-16',
  cbteTipo: 6,
  ptoVta: 3,
  numberFrom: 77,
  receiver: { docTipo: 99, docNro: '0' },
  currency: 'PES',
  exchangeRate: 1,
  total: '121.00',
  notTaxed: '0.00',
  exempt: '0.00',
  vat: [{ ivaId: 5, net: '100.00', vat: '21.00' }],
};

/** Nota de crédito A in dollars, with a payment due date. */
const creditNote: LedgerVoucher = {
  date: '2025-07-20',
  cbteTipo: 3,
  ptoVta: 3,
  numberFrom: 5,
  receiver: { docTipo: 80, docNro: '30000000007', name: 'Cliente SA' },
  currency: 'DOL',
  exchangeRate: '1234.5',
  total: '12.10',
  notTaxed: '0',
  exempt: '0',
  vat: [{ ivaId: 5, net: '10.00', vat: '2.10' }],
  paymentDueDate: '2025-08-01',
};

/** Factura B of exempt goods: no VAT. */
const exemptB: LedgerVoucher = {
  date: '2025-07-21',
  cbteTipo: 6,
  ptoVta: 3,
  numberFrom: 78,
  receiver: { docTipo: 96, docNro: '12345678', name: 'Juan Pérez' },
  currency: 'PES',
  exchangeRate: '1',
  total: '50.00',
  notTaxed: '0',
  exempt: '50.00',
  vat: [],
};

type Field = [start: number, end: number, value: string];
const Z15 = '0'.repeat(15);

/** VENTAS_CBTE positions (TAXAUTH.md §7.1), 1-based and inclusive. */
function cbteFields(v: {
  date: string; tipo: string; pv: string; nro: string; docTipo: string; docNro: string; name: string; total: string;
  notTaxed?: string; nonCat?: string; exempt?: string; national?: string; iibb?: string; municipal?: string; internal?: string;
  currency: string; rate: string; count: string; op: string; other?: string; due?: string;
}): Field[] {
  return [
    [1, 8, v.date], [9, 11, v.tipo], [12, 16, v.pv], [17, 36, v.nro], [37, 56, v.nro], [57, 58, v.docTipo], [59, 78, v.docNro],
    [79, 108, v.name], [109, 123, v.total], [124, 138, v.notTaxed ?? Z15], [139, 153, v.nonCat ?? Z15], [154, 168, v.exempt ?? Z15],
    [169, 183, v.national ?? Z15], [184, 198, v.iibb ?? Z15], [199, 213, v.municipal ?? Z15], [214, 228, v.internal ?? Z15],
    [229, 231, v.currency], [232, 241, v.rate], [242, 242, v.count], [243, 243, v.op], [244, 258, v.other ?? Z15], [259, 266, v.due ?? '00000000'],
  ];
}

function alicuotaFields(v: { tipo: string; pv: string; nro: string; net: string; id: string; vat: string }): Field[] {
  return [[1, 3, v.tipo], [4, 8, v.pv], [9, 28, v.nro], [29, 43, v.net], [44, 47, v.id], [48, 62, v.vat]];
}

function expectFields(record: string, fields: Field[], length: number): void {
  expect(record).toHaveLength(length);
  let next = 1;
  for (const [start, end, value] of fields) {
    expect(start).toBe(next); // the table covers every position once
    expect({ at: `${start}-${end}`, value: record.slice(start - 1, end) }).toEqual({ at: `${start}-${end}`, value });
    next = end + 1;
  }
  expect(next).toBe(length + 1);
}

const records = (file: string) => {
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return file.slice(0, -2).split('\r\n');
};

describe('VENTAS_CBTE', () => {
  const lines = records(buildVentasCbte([creditNote, facturaB, facturaA]));

  it('writes one 266-character record per voucher, in date order', () => {
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.slice(8, 11))).toEqual(['001', '006', '003']);
  });

  it('lays out a Factura A with two rates field by field', () => {
    expectFields(lines[0], cbteFields({
      date: '20250715', tipo: '001', pv: '00003', nro: '00000000000000001234', docTipo: '80', docNro: '00000000030000000007',
      name: 'Cliente Sociedad Anonima Nandu', total: '000000000179250', iibb: '000000000003000',
      currency: 'PES', rate: '0001000000', count: '2', op: '0',
    }), 266);
  });

  it('lays out a Factura B to a consumer without document: doc 99, number 0', () => {
    expectFields(lines[1], cbteFields({
      date: '20250716', tipo: '006', pv: '00003', nro: '00000000000000000077', docTipo: '99', docNro: '0'.repeat(20),
      name: 'CONSUMIDOR FINAL'.padEnd(30), total: '000000000012100', currency: 'PES', rate: '0001000000', count: '1', op: '0',
    }), 266);
  });

  it('lays out a credit note with positive amounts in its own currency and the exchange rate', () => {
    expectFields(lines[2], cbteFields({
      date: '20250720', tipo: '003', pv: '00003', nro: '00000000000000000005', docTipo: '80', docNro: '00000000030000000007',
      name: 'Cliente SA'.padEnd(30), total: '000000000001210', currency: 'DOL', rate: '1234500000', count: '1', op: '0', due: '20250801',
    }), 266);
  });

  it('marks an exempt voucher with operation code E and still counts one (0 %) rate', () => {
    const [line] = records(buildVentasCbte([exemptB]));
    expectFields(line, cbteFields({
      date: '20250721', tipo: '006', pv: '00003', nro: '00000000000000000078', docTipo: '96', docNro: '00000000000012345678',
      name: 'Juan Perez'.padEnd(30), total: '000000000005000', exempt: '000000000005000', currency: 'PES', rate: '0001000000', count: '1', op: 'E',
    }), 266);
  });

  it('infers N for a not-taxed voucher, honours a given code and the blank option', () => {
    const notTaxed: LedgerVoucher = { ...exemptB, exempt: '0', notTaxed: '50.00' };
    expect(ventasCbteRecord(notTaxed)[242]).toBe('N');
    expect(ventasCbteRecord({ ...exemptB, operationCode: 'X' })[242]).toBe('X');
    expect(ventasCbteRecord(facturaA, { taxedOperationCode: ' ' })[242]).toBe(' ');
  });

  it('writes a class B range with its last number', () => {
    const line = ventasCbteRecord({ ...facturaB, numberFrom: 10, numberTo: 25 });
    expect(line.slice(16, 36)).toBe('00000000000000000010');
    expect(line.slice(36, 56)).toBe('00000000000000000025');
  });

  it('refuses what the layout cannot hold', () => {
    expect(() => ventasCbteRecord({ ...facturaA, total: '12345678901234.00' })).toThrow(LedgerFormatError);
    expect(() => ventasCbteRecord({ ...facturaA, exchangeRate: '10000' })).toThrow(LedgerFormatError);
    expect(() => ventasCbteRecord({ ...facturaA, date: '15/07/2025' })).toThrow(LedgerFormatError);
    expect(() => ventasCbteRecord({ ...facturaA, receiver: { docTipo: 80, docNro: '30-00000000-7' } })).toThrow(LedgerFormatError);
    expect(() => ventasCbteRecord({ ...facturaA, vat: [{ ivaId: 7, net: '1', vat: '1' }] })).toThrow(LedgerFormatError);
  });
});

describe('VENTAS_ALICUOTAS', () => {
  const vouchers = [creditNote, facturaB, facturaA, exemptB];
  const lines = records(buildVentasAlicuotas(vouchers));

  it('writes one 62-character record per (voucher, rate), field by field', () => {
    expect(lines).toHaveLength(5);
    expectFields(lines[0], alicuotaFields({ tipo: '001', pv: '00003', nro: '00000000000000001234', net: '000000000050000', id: '0004', vat: '000000000005250' }), 62);
    expectFields(lines[1], alicuotaFields({ tipo: '001', pv: '00003', nro: '00000000000000001234', net: '000000000100000', id: '0005', vat: '000000000021000' }), 62);
    expectFields(lines[2], alicuotaFields({ tipo: '006', pv: '00003', nro: '00000000000000000077', net: '000000000010000', id: '0005', vat: '000000000002100' }), 62);
    expectFields(lines[3], alicuotaFields({ tipo: '003', pv: '00003', nro: '00000000000000000005', net: '000000000001000', id: '0005', vat: '000000000000210' }), 62);
    expectFields(lines[4], alicuotaFields({ tipo: '006', pv: '00003', nro: '00000000000000000078', net: Z15, id: '0003', vat: Z15 }), 62);
  });

  it('has, for every voucher, as many rate records as its "cantidad de alícuotas"', () => {
    const cbte = records(buildVentasCbte(vouchers));
    const perVoucher = new Map<string, number>();
    for (const l of lines) perVoucher.set(l.slice(0, 28), (perVoucher.get(l.slice(0, 28)) ?? 0) + 1);
    const counts = cbte.map((l) => ({ key: l.slice(8, 11) + l.slice(11, 16) + l.slice(16, 36), count: Number(l[241]) }));
    expect(counts.map((c) => c.count)).toEqual([2, 1, 1, 1]);
    for (const c of counts) expect(perVoucher.get(c.key)).toBe(c.count);
    expect([...perVoucher.keys()].sort()).toEqual(counts.map((c) => c.key).sort());
  });

  it('sums a repeated rate into one record', () => {
    const twice: LedgerVoucher = { ...facturaB, vat: [{ ivaId: 5, net: '60', vat: '12.60' }, { ivaId: 5, net: '40', vat: '8.40' }] };
    const [line, ...rest] = records(buildVentasAlicuotas([twice]));
    expect(rest).toHaveLength(0);
    expect(line.slice(28, 43)).toBe('000000000010000');
    expect(line.slice(47, 62)).toBe('000000000002100');
  });

  it('is empty for no vouchers', () => {
    expect(buildVentasAlicuotas([])).toBe('');
    expect(buildVentasCbte([])).toBe('');
  });
});

describe('ledger fields', () => {
  it.each([
    ['0', '000000000000000'],
    ['1792.5', '000000000179250'],
    ['0.005', '000000000000000'],
    ['0.015', '000000000000002'],
    ['-12.34', '-00000000001234'],
    ['9999999999999.99', '999999999999999'],
  ])('amount %s → %s', (value, expected) => {
    expect(amountField(value, 'x')).toBe(expected);
  });

  it('refuses an amount over 13 integer digits and a negative one over 12', () => {
    expect(() => amountField('10000000000000', 'x')).toThrow(LedgerFormatError);
    expect(() => amountField('-1000000000000', 'x')).toThrow(LedgerFormatError);
  });

  it('writes exchange rates as 4 integers + 6 decimals', () => {
    expect(exchangeRateField('1', 'x')).toBe('0001000000');
    expect(exchangeRateField('101.202', 'x')).toBe('0101202000');
    expect(exchangeRateField('9999.9999994', 'x')).toBe('9999999999');
    expect(() => exchangeRateField('0', 'x')).toThrow(LedgerFormatError);
  });

  it('keeps text to printable ASCII, padded and cut', () => {
    expect(textField('Señora Gómez — ü', 20)).toBe('Senora Gomez   u    ');
    expect(textField(null, 3)).toBe('   ');
  });
});

describe('ledgerSummary', () => {
  it('totals per rate and per type in pesos, credit notes subtracted', () => {
    const summary = ledgerSummary([facturaA, facturaB, creditNote, exemptB]);
    expect(summary.count).toBe(4);
    expect(summary.byRate).toEqual([
      { ivaId: 4, rate: '10.5', net: '500.00', vat: '52.50' },
      { ivaId: 5, rate: '21', net: '-11245.00', vat: '-2361.45' },
    ]);
    expect(summary.byVoucherType).toEqual([
      { cbteTipo: 1, name: 'Factura A', count: 1, total: '1792.50', net: '1500.00', vat: '262.50', notTaxed: '0.00', exempt: '0.00', otherTaxes: '30.00' },
      { cbteTipo: 3, name: 'Nota de Crédito A', count: 1, total: '-14937.45', net: '-12345.00', vat: '-2592.45', notTaxed: '0.00', exempt: '0.00', otherTaxes: '0.00' },
      { cbteTipo: 6, name: 'Factura B', count: 2, total: '171.00', net: '100.00', vat: '21.00', notTaxed: '0.00', exempt: '50.00', otherTaxes: '0.00' },
    ]);
    expect(summary.totals).toEqual({ total: '-12973.95', net: '-10745.00', vat: '-2308.95', notTaxed: '0.00', exempt: '50.00', otherTaxes: '30.00' });
  });

  it('is all zeros for an empty period', () => {
    expect(ledgerSummary([])).toEqual({
      count: 0, currency: 'PES', byRate: [], byVoucherType: [],
      totals: { total: '0.00', net: '0.00', vat: '0.00', notTaxed: '0.00', exempt: '0.00', otherTaxes: '0.00' },
    });
  });
});

/** A minimal reader: end of central directory → central entries → local headers; checks sizes and CRC-32. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBe(zip.length - 22);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  expect(at + zip.readUInt32LE(eocd + 12)).toBe(eocd);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('ascii');
    expect(method).toBe(0);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.readUInt32LE(local + 14)).toBe(crc);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    expect(crc32(data) >>> 0).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

describe('buildLedgerZip', () => {
  const vouchers = [facturaA, facturaB, creditNote];
  const zip = buildLedgerZip(vouchers, { modifiedAt: new Date('2025-08-01T10:20:30Z') });

  it('holds both files byte for byte', () => {
    const files = readZip(zip);
    expect([...files.keys()]).toEqual([VENTAS_CBTE_FILE, VENTAS_ALICUOTAS_FILE]);
    expect(files.get(VENTAS_CBTE_FILE)?.toString('latin1')).toBe(buildVentasCbte(vouchers));
    expect(files.get(VENTAS_ALICUOTAS_FILE)?.toString('latin1')).toBe(buildVentasAlicuotas(vouchers));
  });

  it('stamps the given time (MS-DOS format)', () => {
    expect(zip.readUInt16LE(10)).toBe((10 << 11) | (20 << 5) | 15);
    expect(zip.readUInt16LE(12)).toBe((45 << 9) | (8 << 5) | 1);
  });

  it('is deterministic', () => {
    expect(buildLedgerZip(vouchers, { modifiedAt: new Date('2025-08-01T10:20:30Z') }).equals(zip)).toBe(true);
  });

  it('is read back by Info-ZIP unzip when the machine has it', () => {
    const unzip = ['/usr/bin/unzip', '/bin/unzip'].find((p) => existsSync(p));
    const files = readZip(zip);
    // Without unzip the in-test reader above is the check; with it, a second, independent reader agrees.
    const dir = mkdtempSync(join(tmpdir(), 'ledger-zip-'));
    try {
      const path = join(dir, 'ledger.zip');
      writeFileSync(path, zip);
      const extracted = unzip ? execFileSync(unzip, ['-p', path, VENTAS_CBTE_FILE]) : files.get(VENTAS_CBTE_FILE);
      expect(extracted?.toString('latin1')).toBe(buildVentasCbte(vouchers));
      if (unzip) expect(execFileSync(unzip, ['-t', path]).toString()).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('zip CRC-32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789')) >>> 0).toBe(0xcbf43926);
  });
});

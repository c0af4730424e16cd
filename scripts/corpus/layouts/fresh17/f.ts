import Decimal from 'decimal.js';
import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, dayAbbrev, dmy, idPair, pad, qrModules, arcaQrUrl, docTipo, RawPdf, sayCondition, seal, settle, shift } from './common';

/**
 * A security company's monthly service invoice (factura A, or a credit note A) with an account statement box,
 * saved by its billing program as an owner-password-protected PDF (AES-128; RawPdf, then `seal`).
 */
function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const credit = v.kind === 'NC';
  const p = new RawPdf([595.28, 841.89], { producer: 'Sistema de Facturación SegurNet 7 (protegido)', creator: 'SegurNet Facturación', title: `${credit ? 'Nota de Crédito' : 'Factura'} A ${doc.reference}` });
  const d = (x: Decimal.Value) => amount(x, 'dot');
  const L = 40, R = 555;
  const navy = '#14284b';
  p.rect(0, 0, 595.28, 8, { fill: navy });
  p.text(doc.issuer.tradeName.toUpperCase(), L, 26, { font: 'HB', size: 16, color: navy });
  p.text('Seguridad privada · Monitoreo de alarmas · Vigilancia', L, 46, { font: 'HI', size: 8.5 });
  p.text(`${doc.issuer.name} · CUIT ${cuitDashed(doc.issuer.cuit)}`, L, 60, { size: 7.5 });
  p.text(`${doc.issuer.condicionText} · IIBB ${doc.issuer.iibb} · Inicio de actividades ${doc.issuer.activitySince}`, L, 70, { size: 7.5 });
  p.text(`${doc.issuer.address}, ${doc.issuer.city} · ${doc.issuer.phone}`, L, 80, { size: 7.5 });
  p.text(`Habilitación Ministerio de Seguridad Disp. N° ${String(v.license)}`, L, 90, { size: 7.5 });
  // voucher box at the right
  p.rect(370, 20, 185, 70, { stroke: navy, lineWidth: 1 });
  p.text(credit ? 'NOTA DE CRÉDITO' : 'FACTURA', 378, 26, { font: 'HB', size: 12, color: navy });
  p.text(`A  ·  Cód. ${credit ? '003' : '001'}`, 378, 42, { font: 'HB', size: 9 });
  p.text(`N° ${doc.reference}`, 378, 55, { font: 'HB', size: 10 });
  p.text(`Fecha de emisión: ${dayAbbrev(doc.date)}`, 378, 70, { size: 8 });
  // customer
  const r = doc.receiver;
  const id = idPair(doc);
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
  p.rect(L, 102, R - L, 58, { fill: '#eef1f6' });
  p.text('Cliente', L + 8, 105, { font: 'HB', size: 7.5, color: navy });
  p.text(r.name, L + 8, 116, { font: 'HB', size: 10 });
  p.text(r.address, L + 8, 130, { size: 8 });
  p.text(`${id ? `${id[0]} ${id[1]}` : ''}${r.condicionPrinted ? `   ·   IVA ${cond}` : ''}`, L + 8, 142, { size: 8 });
  p.text(`Cuenta N° ${String(v.account)}`, 380, 116, { size: 8 });
  p.text(`Objetivo: ${String(v.site)}`, 380, 128, { size: 8 });
  p.text(`Período: ${dmy(doc.serviceFrom!)} al ${dmy(doc.serviceTo!)}`, 380, 140, { size: 8 });
  let y = 168;
  if (credit) {
    p.text(`Comprobante asociado: Factura A ${String(v.assoc)} del ${dmy(String(v.assocDate))} · Motivo: ${String(v.reason)}`, L, y, { size: 8 });
    y += 14;
  }
  // the table
  const cols = [
    { h: 'Código', x: L, w: 46 }, { h: 'Descripción', x: L + 48, w: 236 }, { h: 'U. Med.', x: L + 286, w: 40, a: 'center' as const },
    { h: 'Cant.', x: L + 328, w: 40, a: 'right' as const }, { h: 'P. Unitario', x: L + 370, w: 66, a: 'right' as const }, { h: 'Importe Neto', x: L + 438, w: 77, a: 'right' as const },
  ];
  p.rect(L, y, R - L, 15, { fill: navy });
  for (const c of cols) p.text(c.h, c.x + 2, y + 4, { font: 'HB', size: 7.5, color: '#ffffff', width: c.w - 4, align: c.a });
  y += 19;
  doc.lines.forEach((l, i) => {
    const cells = [l.code ?? '', l.description, l.unit, amount(l.quantity, 'dot', Number.isInteger(l.quantity) ? 0 : 2), d(l.unitPrice!), d(doc.totals!.lineAmounts[i]!)];
    cols.forEach((c, k) => p.text(cells[k]!, c.x + 2, y, { size: 8, width: c.w - 4, align: c.a }));
    y += 13;
  });
  p.line(L, y + 2, R, y + 2, { width: 0.6, color: '#8a94a6' });
  y += 12;
  // totals at the right
  const t = doc.totals!;
  const rows: Array<[string, string]> = [['Importe Neto Gravado', d(t.subtotal)], ...t.byRate.map((b) => [`IVA ${amount(b.rate, 'ar')} %`, d(b.vat)] as [string, string]), ['Otros tributos', d(0)]];
  for (const [a, b] of rows) {
    p.text(a, 350, y, { size: 8.5, width: 120, align: 'right' });
    p.text(b, 475, y, { size: 8.5, width: 80, align: 'right' });
    y += 12;
  }
  p.rect(350, y, 205, 17, { fill: navy });
  p.text(credit ? 'Total Nota de Crédito' : 'Total Factura', 356, y + 4, { font: 'HB', size: 9.5, color: '#ffffff' });
  p.text(d(t.total), 460, y + 4, { font: 'HB', size: 9.5, color: '#ffffff', width: 90, align: 'right' });
  p.text('Importes en pesos argentinos. Separador decimal: punto; sin separador de miles.', L, y + 4, { font: 'HI', size: 7.5 });
  y += 34;
  // the account statement box (not the invoice's total)
  const prev = new Decimal(String(v.prevBalance));
  const paid = new Decimal(String(v.paid));
  const after = prev.sub(paid);
  const due = credit ? after.sub(t.total) : after.add(t.total);
  p.rect(L, y, 280, 88, { stroke: '#8a94a6' });
  p.text('ESTADO DE SU CUENTA', L + 8, y + 6, { font: 'HB', size: 8, color: navy });
  const st: Array<[string, string]> = [
    [`Saldo anterior al ${dmy(String(v.prevDate))}`, d(prev)], [`Su pago del ${dmy(String(v.paidDate))}`, paid.isZero() ? d(0) : `-${d(paid)}`], ['Saldo pendiente', d(after)],
    [credit ? 'Esta nota de crédito' : 'Este comprobante', `${credit ? '-' : ''}${d(t.total)}`],
  ];
  st.forEach(([a, b], i) => {
    p.text(a, L + 8, y + 20 + i * 12, { size: 8 });
    p.text(b, L + 190, y + 20 + i * 12, { size: 8, width: 80, align: 'right' });
  });
  p.line(L + 8, y + 69, L + 272, y + 69, { width: 0.4 });
  p.text('SALDO TOTAL A PAGAR', L + 8, y + 73, { font: 'HB', size: 8.5 });
  p.text(d(due), L + 190, y + 73, { font: 'HB', size: 8.5, width: 80, align: 'right' });
  p.text('Medios de pago', 340, y + 6, { font: 'HB', size: 8, color: navy });
  p.text(`Transferencia CBU ${String(v.cbu)}`, 340, y + 20, { size: 7.5 });
  p.text(`Débito automático · Pago Fácil / Rapipago: cód. ${String(v.account)}`, 340, y + 32, { size: 7.5 });
  p.text(`Vencimiento: ${dmy(String(v.due))}`, 340, y + 44, { font: 'HB', size: 8 });
  p.text('Pasado el vencimiento se aplicará un interés punitorio.', 340, y + 56, { size: 7.5 });
  // legal foot
  const fy = 748;
  const qr = qrModules(arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(doc.reference.slice(0, 4)), tipo: credit ? 3 : 1, nro: Number(doc.reference.slice(5)), total: t.total, docTipo: docTipo(doc), docNro: doc.receiver.docNumber ?? '0', cae: String(v.cae) }));
  const cell = 62 / qr.n;
  for (let rr = 0; rr < qr.n; rr++) for (let cc = 0; cc < qr.n; cc++) if (qr.on(rr, cc)) p.rect(L + cc * cell, fy + rr * cell, cell + 0.05, cell + 0.05, { fill: '#000000' });
  p.text('Comprobante autorizado', L + 74, fy + 6, { font: 'HB', size: 9 });
  p.text(`CAE ${String(v.cae)}  ·  Vto. del CAE ${dmy(String(v.caeDue))}`, L + 74, fy + 20, { size: 8.5 });
  p.text('Documento protegido: no se permiten modificaciones.', L + 74, fy + 34, { size: 7, color: '#666666' });
  return Promise.resolve(seal(p.bytes(), `segurnet-${doc.reference}`));
}

export const fresh17FLayout: Layout = {
  id: 'fresh17-f',
  kind: 'invoice',
  title: 'fresh17 layout f',
  page: { size: 'A4' },
  scanStyle: 'chat-screenshot',
  issuer: (rng) => {
    const name = rng.pick(['Centinela Seguridad Integral', 'Custodia Federal Seguridad', 'Escudo Norte Vigilancia', 'Guardia Austral Seguridad']);
    return makeIssuer(rng, `${name} S.A.`, name);
  },
  template: (issuer) => ({
    id: `seguridad-${issuer.cuit.slice(2, 6)}`,
    name: `${issuer.tradeName} — abonos mensuales`,
    instructions: 'Factura A mensual por servicios de seguridad y monitoreo, con período de servicio; netos más IVA 21 %.',
    catalog: 'security',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today, index }) => {
    const credit = index === 2;
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'security', lineCount: credit ? [1, 1] : [1, 4], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.9,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
    }, { layout: 'fresh17-f', templateId: template.id, issuer, reference: `${pad(rng.int(2, 8), 4)}-${pad(rng.int(3000, 39999), 8)}`, variant: {}, today });
    doc.lines.forEach((l) => {
      l.quantity = l.description.startsWith('Hora adicional') ? rng.int(4, 40) : credit ? rng.pick([0.5, 1]) : 1;
    });
    settle(doc);
    const prev = rng.int(0, 3) === 0 ? 0 : Math.round(Number(doc.totals!.total) * rng.range(0.8, 1.1) * 100) / 100;
    const paid = prev === 0 ? 0 : rng.chance(0.7) ? prev : Math.round(prev * 0.5 * 100) / 100;
    doc.variant = {
      kind: credit ? 'NC' : 'FA', license: `${rng.int(100, 999)}/${rng.int(2010, 2024)}`, account: `${rng.int(10, 99)}-${rng.digits(5)}`,
      site: rng.pick(['Planta industrial', 'Depósito central', 'Oficinas administrativas', 'Sucursal centro']),
      assoc: `${doc.reference.slice(0, 4)}-${pad(Number(doc.reference.slice(5)) - rng.int(5, 60), 8)}`, assocDate: shift(doc.date, -rng.int(20, 40)),
      reason: rng.pick(['días sin prestación del servicio', 'bonificación comercial acordada', 'error en la cantidad facturada']),
      prevBalance: prev.toFixed(2), paid: paid.toFixed(2), prevDate: shift(doc.date, -rng.int(25, 31)), paidDate: shift(doc.date, -rng.int(5, 18)),
      cbu: `0140${rng.digits(18)}`, due: shift(doc.date, 10), cae: caeOf((n) => rng.digits(n)), caeDue: shift(doc.date, 10),
    };
    return doc;
  },
  render,
};

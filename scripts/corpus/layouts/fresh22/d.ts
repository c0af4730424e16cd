import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { round2 } from '../../../../src/invoicing/domain/money';
import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, compose, dashed, date, issuerAs, JsPdfKit, perception, quantity, sayCondition, settle } from './common';

/**
 * An event hall's contract-management program (jsPDF): factura A for a party, the event's date and guests above the
 * items, per-guest lines (menu, drinks) beside fixed fees, totals with "Subtotal c/IVA", an **IIBB perception** and
 * "TOTAL A PAGAR", then a **second table — the payment plan (seña, cuotas, saldo) — under the items**, which is not
 * items; dates 24/11/2026, amounts 1.234,56.
 */
const PER_GUEST = /por persona/;

export const fresh22DLayout: Layout = {
  id: 'fresh22-d',
  kind: 'invoice',
  title: 'fresh22 layout d',
  page: { size: 'A4' },
  scanStyle: 'aged-lamp',
  issuer: (rng) => issuerAs(rng, 'Salones Las Acacias S.A.S.', 'Salón de Eventos Las Acacias'),
  template: (issuer) => ({
    id: 'j-salon-lasacacias',
    name: 'Contratos de eventos Salón Las Acacias',
    instructions: `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}) por eventos contratados. Precios netos sin IVA (21 %); el total de la factura es el subtotal con IVA, la percepción de IIBB va aparte.`,
    catalog: 'eventhall',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'eventhall', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 1,
      mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'],
    }, ctx, 'fresh22-d', `${String(rng.int(1, 4)).padStart(4, '0')}-${String(rng.int(500, 9000)).padStart(8, '0')}`);
    const guests = rng.int(8, 22) * 10;
    for (const l of doc.lines) l.quantity = PER_GUEST.test(l.description) ? guests : /Hora adicional|Mantelería/.test(l.description) ? (l.description.startsWith('Hora') ? rng.int(1, 3) : guests / 10) : 1;
    settle(doc);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    doc.variant = { guests, event: addDays(doc.date, rng.int(20, 90)), kind: rng.pick(['Fiesta de fin de año', 'Aniversario de la empresa', 'Convención anual']), contract: `CT-${rng.int(100, 999)}`, iibb: rng.pick([2, 2.5, 3]) };
    return doc;
  },
  render: async (doc) => {
    const k = new JsPdfKit([595.28, 841.89], { title: `Factura A ${doc.reference}`, creator: 'EventosPro', fileId: createHash('md5').update(`fresh22-d ${doc.reference}`).digest('hex').toUpperCase() });
    const t = doc.totals!;
    const is = doc.issuer;
    const v = doc.variant;
    k.rect(0, 0, 595.28, 74, { fill: '#2b1f3a' });
    k.text(is.tradeName, 36, 20, { bold: true, size: 17, color: '#ffffff' });
    k.text(`${is.address} · ${is.city} · ${is.phone}`, 36, 44, { size: 8, color: '#e0d6ee' });
    k.text(`${is.name} · CUIT ${dashed(is.cuit)} · ${is.condicionText} · IIBB ${is.iibb}`, 36, 56, { size: 8, color: '#e0d6ee' });
    k.text('FACTURA A', 430, 18, { bold: true, size: 14, color: '#ffffff' });
    k.text('Código 01', 430, 36, { size: 8, color: '#e0d6ee' });
    k.text(`N° ${doc.reference}`, 430, 48, { size: 10, color: '#ffffff' });
    let y = 90;
    k.text('Fecha de emisión:', 36, y, { size: 8, color: '#555555' });
    k.text(date(doc.date, 'dd/mm/yyyy'), 120, y, { size: 9, bold: true });
    k.text('Contrato:', 300, y, { size: 8, color: '#555555' });
    k.text(`${v.contract} — ${v.kind}`, 345, y, { size: 9 });
    y += 18;
    k.rect(36, y, 523, 56, { stroke: '#2b1f3a', lineWidth: 0.7 });
    k.text('Razón social', 44, y + 6, { size: 7, color: '#555555' });
    k.text(doc.receiver.name, 44, y + 15, { size: 10, bold: true });
    k.text('CUIT', 44, y + 32, { size: 7, color: '#555555' });
    k.text(dashed(doc.receiver.docNumber!), 44, y + 41, { size: 9 });
    k.text('Condición ante el IVA', 180, y + 32, { size: 7, color: '#555555' });
    k.text(doc.receiver.condicionText, 180, y + 41, { size: 9 });
    k.text('Domicilio', 340, y + 6, { size: 7, color: '#555555' });
    k.wrap(doc.receiver.address, 210, { size: 8 }).forEach((w, i) => k.text(w, 340, y + 15 + i * 10, { size: 8 }));
    y += 66;
    k.text(`Evento: ${date(v.event as string, 'dd/mm/yyyy')} · Invitados confirmados: ${v.guests}`, 36, y, { size: 9 });
    y += 18;
    // items
    k.rect(36, y, 523, 16, { fill: '#e9e2f2' });
    const hd = (s: string, x: number, w?: number) => k.text(s, x, y + 4, { size: 8, bold: true, ...(w ? { align: 'right' as const, width: w } : {}) });
    hd('Descripción', 42); hd('Cantidad', 300, 50); hd('Precio unitario', 360, 90); hd('Importe neto', 460, 95);
    y += 22;
    doc.lines.forEach((l, i) => {
      k.text(l.description, 42, y, { size: 9 });
      k.text(quantity(l.quantity, 'ar'), 300, y, { size: 9, align: 'right', width: 50 });
      k.text(amount(l.unitPrice!, 'ar'), 360, y, { size: 9, align: 'right', width: 90 });
      k.text(amount(t.lineAmounts[i]!, 'ar'), 460, y, { size: 9, align: 'right', width: 95 });
      y += 15;
    });
    k.line(36, y, 559, y, { color: '#2b1f3a' });
    y += 8;
    const net = t.subtotal;
    const perc = perception(net, v.iibb as number);
    const pay = t.total.add(perc);
    const tot = (label: string, value: Decimal, bold = false) => {
      k.text(label, 330, y, { size: bold ? 10 : 9, bold });
      k.text(amount(value, 'ar'), 460, y, { size: bold ? 10 : 9, bold, align: 'right', width: 95 });
      y += bold ? 17 : 13;
    };
    tot('Neto gravado', net);
    for (const r of t.byRate) tot(`IVA ${String(r.rate).replace('.', ',')} %`, r.vat);
    tot('Subtotal c/IVA', t.total);
    tot(`Percepción IIBB ${String(v.iibb).replace('.', ',')} %`, perc);
    tot('TOTAL A PAGAR', pay, true);
    // the payment plan: a second table, not items
    y += 14;
    k.text('PLAN DE PAGOS', 36, y, { size: 9, bold: true, color: '#2b1f3a' });
    y += 14;
    k.rect(36, y, 380, 14, { fill: '#f3f0f7' });
    k.text('Cuota', 42, y + 3, { size: 8, bold: true });
    k.text('Vencimiento', 120, y + 3, { size: 8, bold: true });
    k.text('%', 220, y + 3, { size: 8, bold: true, align: 'right', width: 30 });
    k.text('Importe', 300, y + 3, { size: 8, bold: true, align: 'right', width: 110 });
    y += 18;
    const shares = [30, 40, 30];
    let left = pay;
    shares.forEach((s, i) => {
      const part = i === shares.length - 1 ? left : round2(pay.mul(s).div(100));
      left = left.sub(part);
      const due = i === 0 ? doc.date : addDays(doc.date, 30 * i);
      k.text(i === 0 ? 'Seña' : i === shares.length - 1 ? 'Saldo' : `Cuota ${i + 1}`, 42, y, { size: 8 });
      k.text(date(due, 'dd/mm/yyyy'), 120, y, { size: 8 });
      k.text(String(s), 220, y, { size: 8, align: 'right', width: 30 });
      k.text(amount(part, 'ar'), 300, y, { size: 8, align: 'right', width: 110 });
      y += 12;
    });
    y += 12;
    k.text('El saldo debe estar cancelado 10 días antes del evento. Transferencias a la cuenta indicada en el contrato.', 36, y, { size: 7.5, color: '#555555' });
    k.text(`CAE N° 7${createHash('md5').update(doc.reference).digest('hex').replace(/\D/g, '').slice(0, 13).padEnd(13, '0')} · Vto. ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, 36, 800, { size: 7.5 });
    return k.bytes();
  },
};

import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocLine } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, hexId, JsPdfKit, pad, plusDays, quantity, receiverNo, sayCondition, settle } from './common';

const W = 595.28, L = 30, R = W - 30;

function unitOf(description: string): string {
  return description.includes('(kWh)') ? 'kWh' : description.includes('(mes)') ? 'mes' : 'u.';
}

/**
 * A rural services cooperative's factura A to a member company (jsPDF, standard Helvetica in WinAnsi): the
 * cooperative sells energy and internet (27 % to Responsables Inscriptos), farm inputs (10,5 %) and hardware (21 %) on
 * one voucher. Member data in a strip (Socio N°, Suministro, Medidor, Categoría), the billed period "01.10.2026 al
 * 31.10.2026" and two due dates; the member's box at the top right; Código / Concepto / Cantidad / Unidad / Precio
 * unitario / Alíc. IVA / Importe neto with the rate per line; totals as a small grid (Alícuota / Neto gravado / IVA)
 * for the three rates, then "TOTAL A PAGAR". Dates with dots.
 */
export const fresh14BLayout: Layout = {
  id: 'fresh14-b',
  kind: 'invoice',
  title: 'fresh14 layout b',
  page: { size: 'A4' },
  scanStyle: 'stitched-halves',
  issuer: (rng) => makeIssuer(rng, 'Cooperativa de Servicios Públicos Los Ceibos Ltda.', 'Coop. Los Ceibos'),
  template: (issuer) => ({
    id: 'y-facturas-coop-ceibos',
    name: 'Facturas A Cooperativa Los Ceibos',
    instructions:
      `Facturas A de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, a sus asociados. El cliente es el "Asociado / Titular". Precios netos; ` +
      'cada renglón con su alícuota (27 %, 21 % o 10,5 %). Período facturado = período del servicio.',
    catalog: 'coop',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 4, nro = rng.int(60000, 99000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'coop', lineCount: [3, 6], receivers: ['company-ri', 'company-ri', 'company-ri'],
        conditionPrinted: 0.95, mixedVat: true, pricesIncludeIva: () => false, numberStyles: ['ar'], servicePeriod: true,
      },
      { layout: 'fresh14-b', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    // every voucher carries the three rates: energy/connectivity, farm inputs, hardware
    const arts = articlesOf('coop');
    const pick = (rate: number, min: number, max: number) => rng.sample(arts.filter((a) => a.ivaRate === rate), rng.int(min, max));
    const chosen = [...pick(27, 2, 3), ...pick(10.5, 1, 2), ...pick(21, 1, 2)];
    doc.lines = chosen.map((a): DocLine => ({
      code: a.code, description: a.description, unit: unitOf(a.description), ivaRate: a.ivaRate,
      quantity: a.description.includes('(kWh)') ? rng.int(640, 5200) : a.description.includes('(mes)') ? 1 : rng.pick([1, 2, 3, 4, 5, 6, 10, 12]),
      unitPrice: articlePrice(a, 'ARS', false),
    }));
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), socio: rng.int(1200, 8800), suministro: `${rng.int(10, 99)}-${rng.digits(5)}`,
      medidor: `${rng.pick(['EM', 'ET'])}${rng.digits(7)}`, due1: plusDays(doc.date, 12), due2: plusDays(doc.date, 22),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const kit = new JsPdfKit([W, 841.89], { title: `Factura A ${doc.reference}`, creator: 'SIGECOOP Facturación', fileId: hexId(`fresh14-b ${doc.reference}`) });
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const d = (iso: string) => date(iso, 'dd.mm.yyyy');
    const green = '#2f6b3a';
    // letterhead, centred mark
    kit.circle(L + 26, 52, 22, { fill: green });
    kit.text('LC', L + 4, 44, { font: 'helvetica', bold: true, size: 14, color: '#ffffff', width: 44, align: 'center' });
    kit.text(is.name, L + 56, 32, { bold: true, size: 11, color: green });
    kit.text(`${is.address} - ${is.city}`, L + 56, 48, { size: 7.5 });
    kit.text(`Atención al asociado ${is.phone} - ${is.email}`, L + 56, 58, { size: 7.5 });
    kit.text(`CUIT ${cuitDashed(is.cuit)} - IVA ${is.condicionText} - IIBB ${is.iibb}`, L + 56, 68, { size: 7.5 });
    kit.text(`Inicio Act. ${is.activitySince} - Matrícula INAES 1.873 - Registro Provincial de Cooperativas 412`, L + 56, 78, { size: 7, color: '#666666' });
    // voucher box
    kit.rect(R - 150, 26, 150, 66, { stroke: green, lineWidth: 1 });
    kit.text('FACTURA', R - 144, 31, { bold: true, size: 12 });
    kit.rect(R - 42, 30, 34, 30, { fill: green });
    kit.text('A', R - 42, 33, { bold: true, size: 20, color: '#ffffff', width: 34, align: 'center' });
    kit.text('Cód. 001', R - 42, 62, { size: 6, width: 34, align: 'center' });
    kit.text(`Nro. ${pad(Number(v.pv), 4)}-${pad(Number(v.nro), 8)}`, R - 144, 50, { bold: true, size: 8.5 });
    kit.text(`Emisión: ${d(doc.date)}`, R - 144, 64, { size: 8 });
    kit.text('ORIGINAL', R - 144, 78, { size: 7, color: '#666666' });
    // member strip
    let y = 104;
    kit.rect(L, y, R - L, 24, { fill: '#e8f0e9' });
    const strip: Array<[string, string]> = [['Socio N°', String(v.socio)], ['Suministro', String(v.suministro)], ['Medidor', String(v.medidor)], ['Categoría', 'T2 - Comercial / Rural']];
    strip.forEach(([k, val], i) => {
      kit.text(k, L + 8 + i * 134, y + 3, { size: 6.5, color: '#555555' });
      kit.text(val, L + 8 + i * 134, y + 12, { bold: true, size: 8.5 });
    });
    y += 34;
    // period and due dates left, member box right
    kit.text('Período facturado', L, y, { bold: true, size: 8 });
    kit.text(`${d(doc.serviceFrom!)} al ${d(doc.serviceTo!)}`, L, y + 11, { size: 9 });
    kit.text('1er. vencimiento', L, y + 30, { bold: true, size: 8 });
    kit.text(d(String(v.due1)), L, y + 41, { size: 9 });
    kit.text('2do. vencimiento (recargo 3 %)', L + 110, y + 30, { bold: true, size: 8 });
    kit.text(d(String(v.due2)), L + 110, y + 41, { size: 9 });
    kit.text('Condición de venta: Cuenta corriente', L, y + 60, { size: 8 });
    kit.rect(L + 270, y - 4, R - L - 270, 76, { stroke: '#9ab59f' });
    kit.text('Asociado / Titular', L + 278, y, { size: 6.5, color: '#555555' });
    kit.text(r.name, L + 278, y + 10, { bold: true, size: 10 });
    kit.text(r.address || '-', L + 278, y + 26, { size: 7.5 });
    const no = receiverNo(doc, cuitDashed, (x) => x);
    if (no) kit.text(`${r.docType}: ${no}`, L + 278, y + 40, { size: 8.5 });
    if (r.condicionPrinted) kit.text(`Cond. IVA: ${r.condicionText}`, L + 278, y + 54, { size: 8.5 });
    y += 88;
    // detail
    const cols = [
      { h: 'Código', w: 50, al: 'left' as const }, { h: 'Concepto', w: 200, al: 'left' as const }, { h: 'Cantidad', w: 50, al: 'right' as const },
      { h: 'Unidad', w: 40, al: 'center' as const }, { h: 'Precio unitario', w: 70, al: 'right' as const }, { h: 'Alíc. IVA', w: 45, al: 'right' as const },
      { h: 'Importe neto', w: R - L - 455, al: 'right' as const },
    ];
    kit.line(L, y, R, y, { color: green, width: 1.2 });
    let x = L;
    for (const c of cols) { kit.text(c.h, x + 2, y + 4, { bold: true, size: 7.5, width: c.w - 4, align: c.al }); x += c.w; }
    y += 16;
    kit.line(L, y, R, y, { color: green, width: 0.6 });
    y += 5;
    doc.lines.forEach((l, i) => {
      const cells = [l.code ?? '', l.description, quantity(l.quantity, 'ar'), l.unit, a(l.unitPrice!), amount(l.ivaRate, 'ar'), a(t.lineAmounts[i]!)];
      x = L;
      cols.forEach((c, k) => { kit.text(cells[k]!, x + 2, y, { size: 8, width: c.w - 4, align: c.al }); x += c.w; });
      y += 14;
    });
    kit.line(L, y + 2, R, y + 2, { color: green, width: 0.6 });
    // totals grid
    y = Math.max(y + 20, 470);
    const gx = R - 300;
    kit.rect(gx, y, 300, 15, { fill: '#e8f0e9' });
    kit.text('Alícuota', gx + 6, y + 4, { bold: true, size: 7.5 });
    kit.text('Neto gravado', gx + 80, y + 4, { bold: true, size: 7.5, width: 100, align: 'right' });
    kit.text('I.V.A.', gx + 190, y + 4, { bold: true, size: 7.5, width: 104, align: 'right' });
    y += 18;
    for (const b of t.byRate) {
      kit.text(`${amount(b.rate, 'ar')} %`, gx + 6, y, { size: 8.5 });
      kit.text(a(b.net), gx + 80, y, { size: 8.5, width: 100, align: 'right' });
      kit.text(a(b.vat), gx + 190, y, { size: 8.5, width: 104, align: 'right' });
      y += 13;
    }
    kit.line(gx, y + 1, R, y + 1, { color: '#9ab59f' });
    y += 6;
    kit.text('Totales', gx + 6, y, { bold: true, size: 8.5 });
    kit.text(a(t.subtotal), gx + 80, y, { bold: true, size: 8.5, width: 100, align: 'right' });
    kit.text(a(t.byRate.reduce((s, b) => s.add(b.vat), new Decimal(0))), gx + 190, y, { bold: true, size: 8.5, width: 104, align: 'right' });
    y += 22;
    kit.rect(gx, y, 300, 26, { fill: green });
    kit.text('TOTAL A PAGAR', gx + 8, y + 8, { bold: true, size: 10, color: '#ffffff' });
    kit.text(`$ ${a(t.total)}`, gx + 120, y + 6, { bold: true, size: 13, color: '#ffffff', width: 172, align: 'right' });
    kit.text('El IVA al 27 % corresponde a servicios de energía y conectividad a responsables inscriptos.', L, y + 40, { size: 7, color: '#555555' });
    // foot: payment stub
    kit.line(L, 740, R, 740, { dash: [3, 3], color: '#888888' });
    kit.text('Talón para el asociado - pague en sede, Pago Fácil o débito automático', L, 748, { size: 7.5 });
    kit.text(`CAE ${v.cae}`, L, 766, { bold: true, size: 8.5 });
    kit.text(`Vto. CAE ${d(plusDays(doc.date, 10))}`, L + 130, 766, { size: 8.5 });
    kit.text(`Socio ${v.socio}`, R - 100, 766, { size: 8.5, width: 100, align: 'right' });
    return kit.bytes();
  },
};

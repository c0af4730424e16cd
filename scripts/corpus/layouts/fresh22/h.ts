import { addDays } from '../../formats';
import type { Layout } from '../layout';
import { amount, compose, dashed, issuerAs, RawPdf, receiverId, sayCondition, settle, weekdayLong } from './common';

/**
 * A marble and granite workshop's quoting program (fresh8's RawPdf, kerned 'tex' runs in Times): a **presupuesto** as a
 * letter — place and date in words ("Córdoba, martes 24 de noviembre de 2026"), "Sres./Sr./Sra." and the customer
 * in the salutation block, then a table whose **descriptions are long and wrap over two or three lines** (the job's
 * measures and finish), quantities in m² or metres with two decimals ("2,35"), final prices "$1.234,56" with VAT
 * included, a total line and the validity; the issuer's data only in the foot.
 */
const DETAILS = [
  'según plano aprobado por el cliente, con esquinas redondeadas y pegado de bacha',
  'medidas tomadas en obra, incluye traslado y colocación sobre bajo mesada existente',
  'terminación pulido brillante, canto recto con goterón en el frente',
  'corte a medida en taller y entrega en obra en planta baja',
];

export const fresh22HLayout: Layout = {
  id: 'fresh22-h',
  kind: 'invoice',
  title: 'fresh22 layout h',
  page: { size: 'A4' },
  scanStyle: 'diazo-copy',
  issuer: (rng) => issuerAs(rng, 'Marmolería Cerro Azul S.R.L.', 'Marmolería Cerro Azul'),
  template: (issuer) => ({
    id: 'j-marmoleria-cerroazul',
    name: 'Presupuestos Marmolería Cerro Azul',
    instructions: `Presupuestos de ${issuer.name} (CUIT ${issuer.cuit}) a particulares y constructores. Precios finales con IVA 21 % incluido. La referencia es el número de presupuesto.`,
    catalog: 'marble',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, ctx) => {
    const doc = compose(rng, {
      kind: 'invoice', catalog: 'marble', lineCount: [2, 5], receivers: ['dni', 'dni', 'monotributo', 'company-ri'], conditionPrinted: 0.5,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, ctx, 'fresh22-h', `${yearOf(ctx.today)}-${String(rng.int(100, 999)).padStart(4, '0')}`);
    for (const l of doc.lines) {
      if (/Mesada|Umbral/.test(l.description)) {
        l.quantity = rng.int(80, 420) / 100;
        l.description = `${l.description}, ${rng.pick(DETAILS)}`;
      } else if (/metro lineal/.test(l.description)) l.quantity = rng.int(150, 900) / 100;
      else l.quantity = rng.int(1, 3);
    }
    settle(doc);
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    doc.variant = { city: doc.issuer.city.replace(/^\(\w+\) /, '').split(',')[0]!, salute: rng.pick(['Sr./Sra.', 'Sres.']), days: rng.pick([10, 15, 20]) };
    return doc;
  },
  render: async (doc) => {
    const p = new RawPdf([595.28, 841.89], { producer: 'MarmoCalc 2.6', creator: 'MarmoCalc', title: `Presupuesto ${doc.reference}` });
    const t = doc.totals!;
    const is = doc.issuer;
    const v = doc.variant;
    p.text(is.tradeName, 56, 48, { font: 'TB', size: 20, mode: 'tex' });
    p.text('Mármoles · Granitos · Cuarzos · Mesadas a medida', 56, 74, { font: 'TI', size: 10, mode: 'tex' });
    p.line(56, 92, 540, 92, { width: 1.2 });
    p.text(`${v.city}, ${weekdayLong(doc.date)}`, 300, 106, { font: 'T', size: 10.5, align: 'right', width: 240, mode: 'tex' });
    let y = 134;
    p.text(`${v.salute} ${doc.receiver.name}`, 56, y, { font: 'TB', size: 11, mode: 'tex' });
    const id = receiverId(doc);
    y += 15;
    if (id) { p.text(`${id.kind} ${id.value}${doc.receiver.condicionPrinted ? ` — ${doc.receiver.condicionText}` : ''}`, 56, y, { font: 'T', size: 10, mode: 'tex' }); y += 13; }
    p.text(doc.receiver.address, 56, y, { font: 'T', size: 10, mode: 'tex' });
    y += 26;
    p.text(`PRESUPUESTO N.º ${doc.reference}`, 56, y, { font: 'TB', size: 12, mode: 'tex' });
    y += 18;
    p.text('De nuestra consideración: tenemos el agrado de cotizarle los trabajos solicitados, según el siguiente detalle.', 56, y, { font: 'T', size: 10, mode: 'tex' });
    y += 24;
    p.rect(56, y, 484, 16, { fill: '#dcdcdc' });
    p.text('Trabajo', 62, y + 4, { font: 'TB', size: 9.5 });
    p.text('Cantidad', 330, y + 4, { font: 'TB', size: 9.5, align: 'right', width: 50 });
    p.text('Precio unitario', 388, y + 4, { font: 'TB', size: 9.5, align: 'right', width: 70 });
    p.text('Subtotal', 466, y + 4, { font: 'TB', size: 9.5, align: 'right', width: 70 });
    y += 22;
    const wrap = (s: string, w: number) => {
      const out: string[] = [];
      let cur = '';
      for (const word of s.split(' ')) {
        const next = cur ? `${cur} ${word}` : word;
        if (cur && p.widthOf(next, 'T', 10, true) > w) { out.push(cur); cur = word; } else cur = next;
      }
      if (cur) out.push(cur);
      return out;
    };
    doc.lines.forEach((l, i) => {
      const lines = wrap(l.description, 250);
      lines.forEach((w, j) => p.text(w, 62, y + j * 12, { font: 'T', size: 10, mode: 'tex' }));
      const unit = /Mesada|Umbral/.test(l.description) ? ' m²' : /metro lineal/.test(l.description) ? ' ml' : ' u.';
      p.text(`${amount(l.quantity, 'ar')}${unit}`, 320, y, { font: 'T', size: 10, align: 'right', width: 60 });
      p.text(`$${amount(l.unitPrice!, 'ar')}`, 388, y, { font: 'T', size: 10, align: 'right', width: 70 });
      p.text(`$${amount(t.lineAmounts[i]!, 'ar')}`, 466, y, { font: 'T', size: 10, align: 'right', width: 70 });
      y += lines.length * 12 + 8;
      p.line(56, y - 4, 540, y - 4, { width: 0.3, color: '#999999' });
    });
    y += 6;
    p.text('TOTAL (IVA incluido)', 300, y, { font: 'TB', size: 11.5, mode: 'tex' });
    p.text(`$${amount(t.total, 'ar')}`, 440, y, { font: 'TB', size: 11.5, align: 'right', width: 96 });
    y += 30;
    for (const s of [
      `Validez de la oferta: ${v.days} días (hasta el ${addDays(doc.date, v.days as number).split('-').reverse().join('/')}).`,
      'Forma de pago: 50 % de anticipo al aprobar, saldo contra entrega. Plazo de entrega: 12 días hábiles.',
      'Las medidas definitivas se toman en obra; variaciones mayores al 5 % se recotizan.',
    ]) { p.text(s, 56, y, { font: 'T', size: 9.5, mode: 'tex' }); y += 13; }
    y += 30;
    p.text('Atentamente,', 56, y, { font: 'TI', size: 10, mode: 'tex' });
    p.line(56, 790, 540, 790, { width: 0.5 });
    p.text(`${is.name} · ${is.address}, ${is.city} · CUIT ${dashed(is.cuit)} · ${is.condicionText} · ${is.phone}`, 56, 796, { font: 'T', size: 8, mode: 'tex' });
    return p.bytes();
  },
};

function yearOf(today: string): string {
  return today.slice(0, 4);
}

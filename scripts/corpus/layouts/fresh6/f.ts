import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocLine } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, FONT, idOf, quantity, sayCondition, settle, vatContained } from './common';

/**
 * A car workshop's invoice from its workshop-management program (pdfkit, Liberation Sans Narrow with DejaVu Sans
 * figures): a gear logo, "FACTURA" with the letter A (Responsable Inscripto, net prices, "Neto gravado", "IVA 21 %")
 * or B (final prices, "IVA contenido"), "Comprobante N° 0002-00014567", the date in words ("26 de noviembre de 2026");
 * abbreviated customer captions ("Sr./Cte.:", "Dom. Fiscal:", "C.U.I.T./D.N.I.:", "Cond. IVA:", "Cond. Vta.:"); a
 * vehicle box (Dominio, Marca / modelo, Año, Km, "O.R. N°" — numbers that are not amounts); the table in two sections
 * headed "REPUESTOS" and "MANO DE OBRA", each closed by its own subtotal row (not a line); quantities of oil and
 * coolant in litres with a decimal; warranty and next-service lines (km, date), CAE, the customer's conformity line.
 */
const W = 595.28, H = 841.89, L = 40, R = W - 40;
const CARS = ['Toyota Hilux 2.8 TDI', 'Volkswagen Amarok 2.0', 'Ford Ranger 3.2', 'Peugeot 208 1.6', 'Chevrolet Cruze 1.4T', 'Renault Kangoo 1.6', 'Fiat Cronos 1.3'];

export const fresh6FLayout: Layout = {
  id: 'fresh6-f',
  kind: 'invoice',
  title: 'fresh6 layout f',
  page: { size: 'A4' },
  scanStyle: 'signed-stamped',
  issuer: (rng) => makeIssuer(rng, 'Servicios Integrales Los Aromos S.R.L.', 'Taller Los Aromos'),
  template: (issuer) => ({
    id: 'q-facturas-taller-losaromos',
    name: 'Facturas de reparación Taller Los Aromos',
    instructions:
      `Facturas A o B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, por repuestos y mano de obra. El cliente es "Sr./Cte.". ` +
      'Factura A: precios netos más IVA 21 %; factura B: precios finales. Los subtotales por sección no son renglones. La referencia es el número de comprobante.',
    catalog: 'auto',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'auto', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'dni', 'dni', 'monotributo'],
        conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: (r) => r.condicionIva !== 1, numberStyles: ['ar'],
      },
      { layout: 'fresh6-f', templateId: template.id, issuer, reference: `${pad(rng.int(1, 4), 4)}-${pad(rng.int(1000, 20000), 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    const isPart = (l: DocLine) => (l.code ?? '').startsWith('AR');
    const fresh = (prefix: string): DocLine => {
      const pool = articlesOf('auto').filter((a) => a.code.startsWith(prefix) && !doc.lines.some((l) => l.code === a.code));
      const a = rng.pick(pool);
      return { code: a.code, description: a.description, quantity: 1, unit: a.unit, unitPrice: articlePrice(a, 'ARS', doc.pricesIncludeIva), ivaRate: 21 };
    };
    if (!doc.lines.some(isPart)) doc.lines[0] = fresh('AR');
    if (doc.lines.every(isPart)) doc.lines[doc.lines.length - 1] = fresh('MO');
    for (const l of doc.lines) {
      if (/Aceite/.test(l.description)) l.quantity = rng.pick([4, 4.5, 5, 5.5]);
      else if (/refrigerante/.test(l.description)) l.quantity = rng.pick([2, 3, 4.5]);
      else if (/Bujía/.test(l.description)) l.quantity = rng.pick([3, 4]);
      else l.quantity = 1;
    }
    doc.lines = [...doc.lines.filter(isPart), ...doc.lines.filter((l) => !isPart(l))];
    settle(doc);
    const km = rng.int(18000, 190000);
    doc.variant = {
      car: rng.pick(CARS),
      year: rng.int(2012, 2025),
      km,
      plate: rng.chance(0.6) ? `${rng.pick(['AD', 'AE', 'AF', 'AG'])} ${rng.int(100, 999)} ${rng.pick(['KD', 'LM', 'PT', 'RS'])}` : `${rng.pick(['MKS', 'OTR', 'PLA', 'JHG'])} ${rng.int(100, 999)}`,
      or: String(rng.int(8000, 19999)),
      pay: rng.pick(['Contado', 'Tarjeta de débito', 'Cta. Cte. 15 días', 'Transferencia']),
      next: km + 10000,
      cae: rng.digits(14),
      mech: rng.pick(['Jefe de taller: D. Acosta', 'Mecánico: J. Zárate', 'Mecánico: P. Navarro']),
    };
    return doc;
  },
  draw: (pdf, doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const letter = doc.pricesIncludeIva ? 'B' : 'A';
    const navy = '#16324f', orange = '#e07a1f';
    const T = (s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
      pdf.font(o.font ?? FONT.narrow).fontSize(o.size ?? 9).fillColor(o.color ?? '#111111');
      pdf.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined, lineGap: 0 });
    };
    const A = (x: Decimal.Value) => amount(x, 'ar');
    // gear logo: a ring of teeth around a disc
    const gx = L + 22, gy = 48;
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      pdf.save().translate(gx + Math.cos(a) * 19, gy + Math.sin(a) * 19).rotate((a * 180) / Math.PI).rect(-4, -3.5, 8, 7).fill(navy).restore();
    }
    pdf.circle(gx, gy, 18).fill(navy);
    pdf.circle(gx, gy, 7).fill('#ffffff');
    T(is.tradeName.toUpperCase(), L + 52, 28, { font: FONT.narrowBold, size: 17, color: navy });
    T('Mecánica integral · Frenos · Tren delantero · Inyección', L + 52, 48, { size: 8.5, color: orange });
    T(`${is.name} · ${is.address} · ${is.city}`, L + 52, 61, { size: 7.5 });
    T(`Tel. ${is.phone} · ${is.email}`, L + 52, 71, { size: 7.5 });
    // letter box and number
    const bx = R - 196;
    pdf.lineWidth(1.2).strokeColor(navy).rect(bx, 24, 32, 34).stroke();
    T(letter, bx, 26, { font: FONT.dejavuBold, size: 21, width: 32, align: 'center' });
    T(letter === 'A' ? 'Cód. 01' : 'Cód. 06', bx - 3, 61, { size: 6.5, width: 38, align: 'center' });
    T('FACTURA', bx + 42, 22, { font: FONT.narrowBold, size: 17, color: navy });
    T(`Comprobante N° ${doc.reference}`, bx + 42, 42, { font: FONT.narrowBold, size: 10 });
    T(date(doc.date, 'long'), bx + 42, 56, { size: 9 });
    T(`C.U.I.T. ${cuitDashed(is.cuit)} · ${is.condicionText}`, R - 260, 76, { size: 7.5, width: 260, align: 'right' });
    T(`II.BB. ${is.iibb} · Inicio de actividades ${is.activitySince}`, R - 260, 86, { size: 7.5, width: 260, align: 'right' });
    pdf.rect(L, 100, R - L, 3).fill(orange);
    // customer at the left, vehicle at the right
    const cap = (c: string, val: string, x: number, y: number, w: number) => {
      T(c, x, y, { font: FONT.narrowBold, size: 8.5 });
      T(val, x + 76, y, { size: 9, width: w - 76 });
    };
    cap('Sr./Cte.:', r.name, L, 112, 300);
    cap('Dom. Fiscal:', r.address || '-', L, 125, 300);
    cap('C.U.I.T./D.N.I.:', idOf(doc).replace(/^(CUIT|DNI) /, '') || '-', L, 138, 300);
    cap('Cond. IVA:', r.condicionPrinted ? r.condicionText : '', L, 151, 300);
    cap('Cond. Vta.:', String(v.pay), L, 164, 300);
    const vx = L + 318;
    pdf.lineWidth(0.7).strokeColor(navy).roundedRect(vx, 108, R - vx, 72, 4).stroke();
    T('VEHÍCULO', vx + 8, 113, { font: FONT.narrowBold, size: 8, color: orange });
    const veh: Array<[string, string]> = [['Dominio', String(v.plate)], ['Marca / modelo', String(v.car)], ['Año / Km', `${String(v.year)} / ${amount(Number(v.km), 'ar', 0)} km`], ['O.R. N°', String(v.or)]];
    veh.forEach(([k, val], i) => {
      T(k, vx + 8, 125 + i * 12, { size: 8, color: '#444444' });
      T(val, vx + 78, 125 + i * 12, { font: FONT.narrowBold, size: 8.5 });
    });
    // the table, in two sections
    const cols = [
      { h: 'Código', x: L, w: 52, a: 'left' as const },
      { h: 'Descripción', x: L + 54, w: 250, a: 'left' as const },
      { h: 'Cant.', x: L + 306, w: 42, a: 'right' as const },
      { h: letter === 'A' ? 'P. Unit. s/IVA' : 'P. Unit.', x: L + 350, w: 76, a: 'right' as const },
      { h: 'Importe', x: L + 428, w: R - L - 428, a: 'right' as const },
    ];
    let y = 196;
    pdf.rect(L, y, R - L, 15).fill(navy);
    for (const c of cols) T(c.h, c.x + 3, y + 3.5, { font: FONT.narrowBold, size: 8.5, width: c.w - 6, align: c.a, color: '#ffffff' });
    y += 19;
    const sections: Array<[string, (l: DocLine) => boolean]> = [['REPUESTOS', (l) => (l.code ?? '').startsWith('AR')], ['MANO DE OBRA', (l) => !(l.code ?? '').startsWith('AR')]];
    for (const [title, pick] of sections) {
      const idx = doc.lines.map((l, i) => (pick(l) ? i : -1)).filter((i) => i >= 0);
      if (!idx.length) continue;
      T(title, L + 3, y, { font: FONT.narrowBold, size: 9, color: orange });
      y += 13;
      for (const i of idx) {
        const l = doc.lines[i]!;
        T(l.code ?? '', cols[0]!.x + 3, y, { font: FONT.mono, size: 7.5 });
        T(l.description, cols[1]!.x + 3, y, { size: 9, width: cols[1]!.w - 6 });
        T(quantity(l.quantity, 'ar'), cols[2]!.x + 3, y, { font: FONT.dejavu, size: 8, width: cols[2]!.w - 6, align: 'right' });
        T(A(l.unitPrice!), cols[3]!.x + 3, y, { font: FONT.dejavu, size: 8, width: cols[3]!.w - 6, align: 'right' });
        T(A(t.lineAmounts[i]!), cols[4]!.x + 3, y, { font: FONT.dejavu, size: 8, width: cols[4]!.w - 6, align: 'right' });
        y += 14;
      }
      const sub = idx.reduce((a, i) => a.add(t.lineAmounts[i]!), new Decimal(0));
      pdf.lineWidth(0.4).strokeColor('#999999').moveTo(R - 170, y).lineTo(R, y).stroke();
      T(`Subtotal ${title.toLowerCase()}`, R - 260, y + 3, { font: FONT.narrowBold, size: 8.5, width: 170, align: 'right' });
      T(A(sub), R - 90, y + 3, { font: FONT.dejavuBold, size: 8, width: 87, align: 'right' });
      y += 22;
    }
    // totals
    y = Math.max(y + 6, 470);
    pdf.lineWidth(0.8).strokeColor(navy).moveTo(R - 240, y).lineTo(R, y).stroke();
    y += 7;
    const rows: Array<[string, string]> = letter === 'A'
      ? [['Neto gravado', A(t.subtotal)], ['IVA 21 %', A(t.byRate[0]!.vat)], ['TOTAL $', A(t.total)]]
      : [['TOTAL $', A(t.total)]];
    rows.forEach(([k, val], i) => {
      const last = i === rows.length - 1;
      T(k, R - 240, y, { font: last ? FONT.narrowBold : FONT.narrow, size: last ? 13 : 9.5, width: 130, align: 'right' });
      T(val, R - 105, y, { font: last ? FONT.dejavuBold : FONT.dejavu, size: last ? 12 : 9, width: 105, align: 'right' });
      y += last ? 18 : 13;
    });
    if (letter === 'B') T(`Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido $ ${A(vatContained(t.total, 21))}`, L, y + 2, { size: 7.5 });
    // conditions and foot
    T(`Garantía: 3 meses o 5.000 km sobre repuestos y mano de obra facturados. Próximo service: ${amount(Number(v.next), 'ar', 0)} km o ${date(addDays(doc.date, 182), 'dd/mm/yyyy')}.`, L, 560, { size: 8, width: R - L });
    T(`${String(v.mech)}. Los repuestos reemplazados quedan a disposición del cliente por 7 días.`, L, 574, { size: 8, width: R - L, color: '#444444' });
    T(`CAE N° ${String(v.cae)}   Fecha de Vto. de CAE ${date(addDays(doc.date, 10), 'dd/mm/yyyy')}`, L, 600, { font: FONT.narrowBold, size: 8.5 });
    pdf.lineWidth(0.5).strokeColor('#555555').moveTo(L, 700).lineTo(L + 200, 700).stroke();
    T('Conformidad del cliente (firma y aclaración)', L, 704, { size: 7.5, width: 200, align: 'center' });
    pdf.lineWidth(0.5).moveTo(R - 200, 700).lineTo(R, 700).stroke();
    T('Recibí el vehículo en condiciones', R - 200, 704, { size: 7.5, width: 200, align: 'center' });
    T('ORIGINAL', R - 80, H - 30, { font: FONT.narrowBold, size: 8, width: 80, align: 'right', color: '#888888' });
  },
};

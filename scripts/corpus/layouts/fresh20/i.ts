import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { A4, cuitDashed, dmy, idValue, JsPdfKit, quantity, sayCondition, settle } from './common';

/** A textile mill's remito without prices, its lines set in two columns side by side to fit one sheet (jsPDF). */
export const fresh20ILayout: Layout = {
  id: 'fresh20-i',
  kind: 'remito',
  title: 'fresh20 layout i',
  page: { size: 'A4' },
  scanStyle: 'shop-window-fade',
  issuer: (rng) => makeIssuer(rng, 'Tejeduría San Roque S.A.', 'Tejeduría San Roque'),
  template: (issuer) => ({
    id: 'a-remitos-sanroque',
    name: 'Remitos Tejeduría San Roque',
    instructions:
      `Remitos de ${issuer.name} (CUIT ${issuer.cuit}), sin precios, en metros de tela; el detalle está en dos columnas (leer la izquierda y ` +
      'después la derecha). El cliente es "Destinatario". Facturar con la lista de precios (netos, más IVA 21 %); la referencia es el número de remito.',
    catalog: 'textile',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(5000, 60000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'textile', lineCount: [6, 9], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.8, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh20-i', templateId: template.id, issuer, reference: `${String(pv).padStart(4, '0')}-${String(nro).padStart(8, '0')}`, variant: {}, today },
    );
    for (const l of doc.lines) {
      l.quantity = rng.int(15, 160) + (rng.chance(0.35) ? 0.5 : 0);
      l.bultos = Math.max(1, Math.ceil(l.quantity / 50));
    }
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Cons. Final', 6: 'Monotributo' });
    settle(doc);
    doc.variant = {
      pv, nro, cai: `${rng.digits(14)}`, caiDue: `${rng.int(1, 28)}/${rng.pick(['03', '06', '09'])}/2027`, order: `NP ${rng.int(1000, 9999)}`,
      carrier: rng.pick(['Expreso Litoral S.R.L.', 'Transporte propio', 'Retira cliente', 'Cruz del Sur']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const k = new JsPdfKit(A4, { title: `Remito ${doc.reference}`, creator: 'TexGestión 4.1', fileId: `A0${doc.reference.replace(/\D/g, '')}`.padEnd(32, '0').slice(0, 32) });
    const L = 30, R = A4[0] - 30, W = R - L, mid = L + W / 2;
    k.text('TEJEDURÍA SAN ROQUE', L, 30, { bold: true, size: 15, color: '#264653' });
    k.text('Tejidos de punto y plano · Venta por rollo y por metro', L, 50, { size: 8 });
    k.text(`${is.name} · ${is.address} · ${is.city}`, L, 62, { size: 7.5 });
    k.text(`CUIT ${cuitDashed(is.cuit)} · IIBB ${is.iibb} · ${is.condicionText} · Inicio ${is.activitySince}`, L, 72, { size: 7.5 });
    k.rect(mid - 18, 26, 36, 36, { stroke: '#264653', lineWidth: 1.2 });
    k.text('R', mid - 18, 30, { bold: true, size: 22, align: 'center', width: 36, color: '#264653' });
    k.text('Cód. 91', mid - 18, 52, { size: 6, align: 'center', width: 36 });
    k.text('REMITO', R - 170, 28, { bold: true, size: 16, align: 'right', width: 170 });
    k.text(`N° ${doc.reference}`, R - 170, 48, { bold: true, size: 10.5, align: 'right', width: 170 });
    k.text(`Fecha: ${dmy(doc.date)}`, R - 170, 62, { size: 9, align: 'right', width: 170 });
    k.text('Documento no válido como factura', R - 170, 74, { size: 7, align: 'right', width: 170 });
    k.line(L, 86, R, 86, { color: '#264653', width: 1 });
    k.rect(L, 92, W, 48, { fill: '#eef4f3' });
    k.text('Destinatario:', L + 6, 98, { bold: true, size: 8.5 });
    k.text(r.name, L + 72, 98, { size: 9.5 });
    const id = idValue(doc);
    k.text(`${r.docType === 'DNI' ? 'DNI' : 'CUIT'}: ${id}${r.condicionPrinted ? `   IVA: ${r.condicionText}` : ''}`, L + 72, 111, { size: 8.5 });
    k.text(`Entregar en: ${r.address}`, L + 72, 124, { size: 8.5 });
    k.text(`Su pedido: ${v.order}`, R - 130, 98, { size: 8.5 });
    k.text(`Transporte: ${v.carrier}`, R - 200, 124, { size: 8.5, align: 'right', width: 194 });
    // the lines in two columns: left first, then right
    const half = Math.ceil(doc.lines.length / 2);
    const colW = W / 2 - 6;
    const head = (x: number, y: number) => {
      k.rect(x, y, colW, 14, { fill: '#264653' });
      k.text('Art.', x + 4, y + 3.5, { bold: true, size: 7.5, color: '#ffffff' });
      k.text('Descripción', x + 46, y + 3.5, { bold: true, size: 7.5, color: '#ffffff' });
      k.text('Metros', x + colW - 74, y + 3.5, { bold: true, size: 7.5, color: '#ffffff', align: 'right', width: 34 });
      k.text('Rollos', x + colW - 36, y + 3.5, { bold: true, size: 7.5, color: '#ffffff', align: 'right', width: 32 });
    };
    const top = 152;
    head(L, top);
    head(mid + 6, top);
    [doc.lines.slice(0, half), doc.lines.slice(half)].forEach((lines, c) => {
      const x = c ? mid + 6 : L;
      let y = top + 20;
      for (const l of lines) {
        const desc = k.wrap(l.description, colW - 124, { size: 8 });
        k.text(l.code ?? '', x + 4, y, { size: 7.5 });
        desc.forEach((d, j) => k.text(d, x + 46, y + j * 10, { size: 8 }));
        k.text(quantity(l.quantity, 'ar'), x + colW - 74, y, { size: 8.5, align: 'right', width: 34 });
        k.text(String(l.bultos ?? 1), x + colW - 36, y, { size: 8.5, align: 'right', width: 32 });
        y += desc.length * 10 + 7;
        k.line(x, y - 4, x + colW, y - 4, { color: '#cccccc', width: 0.3 });
      }
    });
    k.line(mid, top, mid, top + 260, { color: '#999999', width: 0.5, dash: [2, 2] });
    const metres = doc.lines.reduce((a, l) => a + l.quantity, 0), rolls = doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0);
    k.text(`Total de renglones: ${doc.lines.length}   ·   Total metros: ${quantity(metres, 'ar')}   ·   Total rollos: ${rolls}`, L, top + 272, { bold: true, size: 9 });
    k.text('Mercadería viaja por cuenta y riesgo del comprador. Verificar metros y tonos al recibir; no se aceptan reclamos una vez cortada la tela.', L, top + 288, { size: 7.5, color: '#555555' });
    // receipt boxes
    const by = 700;
    ['Recibí conforme (firma)', 'Aclaración', 'DNI', 'Fecha y hora'].forEach((s, j) => {
      k.rect(L + j * (W / 4), by, W / 4, 40, { stroke: '#264653', lineWidth: 0.5 });
      k.text(s, L + j * (W / 4) + 4, by + 30, { size: 7 });
    });
    k.text(`C.A.I. N° ${v.cai}   Fecha de vto.: ${v.caiDue}`, L, 790, { size: 8 });
    k.text('Imprenta Gráfica del Sur - CUIT 30-71010101-6 - Habilitación 1234 - del 0001-00000001 al 0004-00099999', L, 802, { size: 6, color: '#777777' });
    k.text('ORIGINAL: CLIENTE', R - 120, 790, { bold: true, size: 8, align: 'right', width: 120 });
    return k.bytes();
  },
};

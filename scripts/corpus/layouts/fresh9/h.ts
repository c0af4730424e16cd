import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { cuitDashed, longDate, pad, RawPdf, sayCondition, settle } from './common';

const W = 595.28, H = 841.89, L = 46, R = W - 46;

/** fresh9 layout h (see LAYOUTS.md). */
export const fresh9HLayout: Layout = {
  id: 'fresh9-h',
  kind: 'remito',
  title: 'fresh9 layout h',
  page: { size: 'A4' },
  scanStyle: 'carbon-blue',
  issuer: (rng) => makeIssuer(rng, 'Sanitarios Laguna Brava S.A.', 'Sanitarios Laguna Brava'),
  template: (issuer) => ({
    id: 't-remitos-lagunabrava',
    name: 'Remitos Sanitarios Laguna Brava',
    instructions: `Remitos sin precios de ${issuer.name} (CUIT ${issuer.cuit}). Valorizar con la lista de precios (netos, IVA 21 %). El cliente figura en el recuadro de conformidad al pie.`,
    catalog: 'plumbing',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const pv = rng.int(3, 9), nro = rng.int(5000, 60000);
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'plumbing', lineCount: [3, 8], receivers: ['company-ri', 'company-ri', 'monotributo'], conditionPrinted: 0.75, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index % 3 === 2, templatePricesIncludeIva: false,
      },
      { layout: 'fresh9-h', templateId: template.id, issuer, reference: `${pad(pv, 4)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributista' });
    settle(doc);
    doc.variant = {
      order: `NP ${rng.int(10000, 99999)}`, carrier: rng.pick(['Transporte Del Litoral', 'Expreso Cerro Azul', 'Flete propio']), plate: `${rng.pick(['AB', 'AC', 'AD', 'AE'])} ${rng.int(100, 999)} ${rng.pick(['KT', 'LR', 'MX', 'PZ'])}`,
      deposit: rng.pick(['Depósito Central', 'Sucursal Norte']),
    };
    return doc;
  },
  render: async (doc) => {
    const is = doc.issuer, r = doc.receiver, v = doc.variant;
    const p = new RawPdf([W, H], { producer: 'Remitos 4.2 PDF export', creator: 'Gestión de depósito', title: `Remito ${doc.reference}` });
    p.text(is.tradeName, L, 42, { font: 'TB', size: 18 });
    p.text(`${is.name} · ${is.address} · ${is.city}`, L, 66, { font: 'T', size: 9 });
    p.text(`C.U.I.T. ${cuitDashed(is.cuit)} · I.I.B.B. ${is.iibb} · ${is.condicionText} · Inicio act. ${is.activitySince}`, L, 78, { font: 'T', size: 8 });
    p.rect(R - 44, 38, 44, 40, { stroke: '#000000', lineWidth: 1 });
    p.text('R', R - 44, 41, { font: 'HB', size: 24, width: 44, align: 'center' });
    p.text('Cód. 91', R - 44, 68, { size: 6, width: 44, align: 'center' });
    p.line(L, 98, R, 98, { width: 1.4 });
    p.text('REMITO', L, 108, { font: 'HB', size: 14, mode: 'tex', tracking: 180 });
    p.text(`N° ${doc.reference}`, L + 110, 110, { font: 'HB', size: 11 });
    p.text(longDate(doc.date), R - 200, 110, { font: 'T', size: 11, width: 200, align: 'right' });
    p.text('Documento no válido como factura', L, 128, { font: 'TI', size: 8.5 });
    p.text(`Depósito: ${v.deposit}    Nota de pedido: ${v.order}    Transporte: ${v.carrier}    Dominio: ${v.plate}`, L, 144, { size: 8 });
    // the detail, without rules: quantity, unit, description, the article code last
    let y = 176;
    const hd = (s: string, x: number, o: { width?: number; align?: 'right' } = {}) => p.text(s, x, y, { font: 'HB', size: 8.5, ...o });
    hd('Cant.', L, { width: 40, align: 'right' });
    hd('U.M.', L + 52);
    hd('Descripción', L + 92);
    hd('Bultos', R - 110, { width: 40, align: 'right' });
    hd('Cód. art.', R - 56);
    y += 20;
    for (const l of doc.lines) {
      p.text(String(l.quantity).replace('.', ','), L, y, { size: 9.5, width: 40, align: 'right' });
      p.text(l.unit, L + 52, y, { size: 9.5 });
      p.text(l.description, L + 92, y, { size: 9.5 });
      p.text(String(l.bultos ?? 1), R - 110, y, { size: 9.5, width: 40, align: 'right' });
      p.text(l.code ?? '—', R - 56, y, { font: 'C', size: 8.5 });
      y += 17;
    }
    p.line(L, y + 4, R, y + 4, { width: 0.5, dash: [3, 2] });
    p.text(`Total de bultos: ${doc.lines.reduce((a, l) => a + (l.bultos ?? 1), 0)}`, L, y + 12, { size: 9 });
    p.text('Mercadería sin valor declarado. Controlar al recibir: no se aceptan reclamos posteriores.', L, y + 26, { font: 'TI', size: 8 });
    // the customer: a box at the foot, with the delivery acknowledgement
    const fy = 610;
    p.rect(L, fy, R - L, 150, { stroke: '#000000', lineWidth: 0.9 });
    p.text('DESTINATARIO / RECIBIÓ CONFORME', L + 8, fy + 8, { font: 'HB', size: 8.5 });
    p.text(r.name, L + 8, fy + 26, { font: 'HB', size: 11 });
    p.text(`C.U.I.T.: ${r.docNumber ? cuitDashed(r.docNumber) : ''}${r.condicionPrinted ? `     Cond. I.V.A.: ${r.condicionText}` : ''}`, L + 8, fy + 44, { size: 9 });
    p.text(`Lugar de entrega: ${r.address}`, L + 8, fy + 58, { size: 9 });
    p.line(L + 8, fy + 118, L + 180, fy + 118, { width: 0.5 });
    p.line(L + 200, fy + 118, L + 372, fy + 118, { width: 0.5 });
    p.line(L + 392, fy + 118, R - 8, fy + 118, { width: 0.5 });
    p.text('Firma', L + 8, fy + 122, { size: 7.5, width: 172, align: 'center' });
    p.text('Aclaración y D.N.I.', L + 200, fy + 122, { size: 7.5, width: 172, align: 'center' });
    p.text('Fecha y hora', L + 392, fy + 122, { size: 7.5, width: R - 8 - L - 392, align: 'center' });
    p.text(`C.A.I. ${doc.reference.slice(0, 4)}${doc.reference.slice(-6)}0417 · Vto. 31/12/2026 · Original: cliente — Duplicado: depósito`, L, 780, { size: 6.8, color: '#555555' });
    return p.bytes();
  },
};

import { composeDocument, type DocSpec } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, compact, cuitDashed, dotShort, FONT, pad, PipePdf, sayCondition } from './common';

/** Gross kilograms of one unit, by the article's words (appliances in their boxes). */
function unitKg(description: string): number {
  const table: Array<[RegExp, number]> = [
    [/Heladera/, 72.5], [/Lavarropas/, 68.4], [/Cocina/, 41.8], [/Microondas/, 12.6], [/Termotanque/, 24.3], [/Ventilador/, 6.9], [/Calefactor/, 17.2],
    [/Aire/, 29.5], [/Freezer/, 51], [/Lavavajillas/, 46.7], [/Horno/, 9.8], [/Pava/, 1.6],
  ];
  return table.find(([re]) => re.test(description))?.[1] ?? 8.5;
}

function render(doc: DocSpec): Promise<Buffer> {
  const v = doc.variant;
  const k = new PipePdf([595.28, 841.89], { producer: 'WMS LogiStock 11 / iText-like', creator: 'LogiStock Despachos', title: `RTO ${doc.reference}` }, {
    mode: 'plain', faces: { R: { ttf: FONT.dejavuCond }, B: { ttf: FONT.dejavuCondBold } },
  });
  const L = 30, R = 565;
  // title strip: remito box at the left, issuer block at the right
  k.rect(L, 28, 150, 70, { stroke: '#000000', lineWidth: 1.4 });
  k.text('REMITO', L, 33, { font: 'B', size: 15, width: 150, align: 'center' });
  k.text('R', L + 8, 56, { font: 'B', size: 20 });
  k.text('COD. 091', L + 8, 80, { size: 6.5 });
  k.text(doc.reference, L + 40, 58, { font: 'B', size: 11 });
  k.text(`Emitido: ${dotShort(doc.date)}`, L + 40, 76, { size: 8 });
  k.text(doc.issuer.name, 200, 30, { font: 'B', size: 11, width: R - 200, align: 'right' });
  k.text(`Centro de Distribución ${v.cd} · ${doc.issuer.address} · ${doc.issuer.city}`, 200, 46, { size: 7.5, width: R - 200, align: 'right' });
  k.text(`CUIT ${cuitDashed(doc.issuer.cuit)} · IIBB ${doc.issuer.iibb} · ${doc.issuer.condicionText} · Inicio Act. ${doc.issuer.activitySince}`, 200, 57, { size: 7.5, width: R - 200, align: 'right' });
  k.text(`Ola de preparación ${v.wave} · Orden de salida OS-${v.os} · Despacho ${compact(doc.date)}-${v.dock}`, 200, 72, { size: 7.5, width: R - 200, align: 'right' });
  k.text('DOCUMENTO NO VÁLIDO COMO FACTURA', 200, 86, { font: 'B', size: 7.5, width: R - 200, align: 'right' });
  // destinatario / transporte side by side
  const r = doc.receiver;
  const cond = sayCondition(doc, { 1: 'Responsable Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
  let y = 110;
  k.rect(L, y, 300, 66, { stroke: '#555555' });
  k.rect(L + 306, y, R - L - 306, 66, { stroke: '#555555' });
  k.text('DESTINATARIO', L + 5, y + 4, { font: 'B', size: 7 });
  k.text(r.name, L + 5, y + 15, { font: 'B', size: 9.5 });
  k.text(`CUIT ${r.docNumber ? cuitDashed(r.docNumber) : ''}${r.condicionPrinted ? ` · ${cond}` : ''}`, L + 5, y + 29, { size: 8 });
  k.text(`Entrega: ${r.address}`, L + 5, y + 41, { size: 7.5 });
  k.text(`Turno: ${v.slot} · Contacto recepción: ${v.rcv}`, L + 5, y + 52, { size: 7.5 });
  k.text('TRANSPORTE', L + 311, y + 4, { font: 'B', size: 7 });
  k.text(String(v.carrier), L + 311, y + 15, { size: 8 });
  k.text(`Tractor ${v.plate1} · Semi ${v.plate2}`, L + 311, y + 27, { size: 8 });
  k.text(`Chofer ${v.driver} · DNI ${v.driverDni}`, L + 311, y + 39, { size: 8 });
  k.text(`Precinto N° ${v.seal}`, L + 311, y + 51, { size: 8 });
  // pallets
  y = 190;
  const cols: Array<[string, number, number, 'left' | 'right']> = [
    ['Pallet', L, 34, 'left'], ['SSCC', L + 36, 100, 'left'], ['Cód. Art.', L + 138, 44, 'left'], ['Descripción', L + 184, 192, 'left'],
    ['Unid.', L + 378, 34, 'right'], ['Kg brutos', L + 414, 52, 'right'], ['m³', L + 468, R - L - 468, 'right'],
  ];
  k.rect(L, y, R - L, 15, { fill: '#d9d9d9' });
  for (const [h, x, w, al] of cols) k.text(h, x + 2, y + 3.5, { font: 'B', size: 7.5, width: w - 4, align: al });
  y += 19;
  const pallets = String(v.pallets).split(',').map(Number);
  let kg = 0, m3 = 0, last = -1;
  doc.lines.forEach((l, i) => {
    const p = pallets[i]!;
    if (p !== last && last !== -1) k.line(L, y - 3, R, y - 3, { width: 0.5, color: '#777777' });
    const g = Math.round(unitKg(l.description) * l.quantity * 10) / 10;
    const vol = Math.round(l.quantity * (unitKg(l.description) / 160) * 1000) / 1000;
    kg += g;
    m3 += vol;
    const cells = [p !== last ? `P${pad(p, 2)}` : '', p !== last ? `(00)0779${v.gs1}${pad(p, 6)}` : '', l.code ?? '-', l.description, String(l.quantity), amount(g, 'ar', 1), amount(vol, 'ar', 3)];
    cols.forEach(([, x, w, al], c) => k.text(cells[c]!, x + 2, y, { font: c === 0 ? 'B' : 'R', size: c === 1 ? 6.6 : 7.8, width: w - 4, align: al }));
    last = p;
    y += 12;
  });
  k.line(L, y - 2, R, y - 2, { width: 0.9 });
  y += 4;
  k.text(`Pallets: ${new Set(pallets).size}   Bultos: ${doc.lines.reduce((s, l) => s + l.quantity, 0)}   Peso bruto total: ${amount(kg, 'ar', 1)} kg   Volumen: ${amount(m3, 'ar', 3)} m³`, L, y, { font: 'B', size: 8 });
  y += 22;
  k.text('Observaciones: mercadería paletizada y film-streechada. Verificar cantidad de bultos y estado de embalajes al recibir; las diferencias deben', L, y, { size: 7.5 });
  k.text('consignarse en este remito. Pallets en préstamo: devolver en el próximo viaje (pallet ARLOG 1,00 x 1,20).', L, y + 10, { size: 7.5 });
  // receipt blocks
  const by = 690;
  const boxes = ['Despachó (CD)', 'Transportista', 'Recibió conforme'];
  boxes.forEach((b, i) => {
    const x = L + i * ((R - L) / 3);
    k.rect(x + 2, by, (R - L) / 3 - 4, 70, { stroke: '#555555' });
    k.text(b, x + 6, by + 4, { font: 'B', size: 7.5 });
    k.text('Firma / Aclaración / DNI', x + 6, by + 56, { size: 6.5 });
  });
  k.text(`CAI ${v.cai} · Vto. ${v.caiDue} · Hoja 1 de 1 · Impreso ${dotShort(doc.date)} ${v.time}`, L, 772, { size: 6.8 });
  return Promise.resolve(k.bytes());
}

export const fresh18JLayout: Layout = {
  id: 'fresh18-j',
  kind: 'remito',
  title: 'fresh18 layout j (held out; see LAYOUTS.md)',
  page: { size: 'A4' },
  scanStyle: 'deskewed-wedges',
  issuer: (rng) => makeIssuer(rng, 'Electrohogar Del Sur S.A.', 'Electrohogar'),
  template: () => ({
    id: 'fresh18-j-electrohogar', name: 'Despachos a cadenas y mayoristas', instructions: 'Remitos del centro de distribución sin precios; facturar con la lista vigente sin IVA.',
    catalog: 'appliances', pricesIncludeIva: false, ivaRate: 21, concepto: 1,
  }),
  compose: (rng, { issuer, template, index, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'remito', catalog: 'appliances', lineCount: [3, 7], receivers: ['company-ri'], conditionPrinted: 0.6, mixedVat: false,
        pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
      },
      { layout: 'fresh18-j', templateId: template.id, issuer, reference: `${pad(rng.int(10, 14), 4)}-${pad(rng.int(50000, 99000), 8)}`, variant: {}, today },
    );
    let p = 1;
    const pallets = doc.lines.map((_, i) => (i > 0 && rng.chance(0.55) ? ++p : p));
    doc.variant = {
      pallets: pallets.join(','), cd: rng.pick(['Pilar', 'Tortuguitas', 'Córdoba Norte']), wave: `W${rng.digits(5)}`, os: rng.digits(7), dock: `D${rng.int(1, 14)}`,
      slot: `${pad(rng.int(6, 14), 2)}:00 a ${pad(rng.int(15, 18), 2)}:00`, rcv: rng.pick(['Depósito - Sr. Quiroga', 'Recepción mercadería', 'Jefe de playa']),
      carrier: rng.pick(['Transportes Los Talas S.R.L.', 'Logística Cerro Azul S.A.', 'Expreso Río Dulce']), plate1: `AE ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`,
      plate2: `AD ${rng.int(100, 999)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`, driver: rng.pick(['Ledesma, Carlos', 'Villalba, Hernán', 'Ojeda, Diego']),
      driverDni: rng.int(20_000_000, 40_000_000), seal: rng.digits(8), gs1: rng.digits(5), cai: rng.digits(14), caiDue: `${pad(rng.int(1, 28), 2)}/${pad(rng.int(1, 12), 2)}/2027`,
      time: `${pad(rng.int(5, 9), 2)}:${pad(rng.int(0, 59), 2)}`,
    };
    return doc;
  },
  render,
};

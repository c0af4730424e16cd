import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, pad, RawPdf, receiverLine, sayCondition, settle } from './common';

const PETS = [['Toby', 'Canino', 'Caniche'], ['Luna', 'Felino', 'Común europeo'], ['Rocco', 'Canino', 'Labrador'], ['Mora', 'Canino', 'Mestizo'], ['Simba', 'Felino', 'Siamés'], ['Kiara', 'Canino', 'Golden']];

/** A veterinarian's factura C from a clinic-management program (fresh8's RawPdf): patient card, practice codes, no VAT. */
export const fresh15DLayout: Layout = {
  id: 'fresh15-d',
  kind: 'invoice',
  title: 'fresh15 layout d',
  page: { size: 'A4' },
  scanStyle: 'ribbon-dots',
  issuer: (rng) => ({ ...makeIssuer(rng, 'Romina Villalba', 'Veterinaria Patitas'), condicionText: 'Responsable Monotributo' }),
  template: (issuer) => ({
    id: 'z-veterinaria-patitas',
    name: 'Facturas Veterinaria Patitas',
    instructions: `Facturas C de ${issuer.name} (CUIT ${issuer.cuit}), veterinaria monotributista. El cliente es el "Propietario". Sin IVA discriminado.`,
    catalog: 'vet',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 3,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.int(1, 4), nro = rng.int(150, 6800);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'vet', lineCount: [2, 5], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo'], conditionPrinted: 0.7,
      mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
    }, { layout: 'fresh15-d', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today });
    for (const l of doc.lines) l.quantity = l.description.includes('Alimento') || l.description.includes('Pipeta') || l.description.includes('Desparasitación') ? rng.int(1, 3) : 1;
    sayCondition(doc, { 1: 'Resp. Inscripto', 4: 'Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    settle(doc);
    const pet = rng.pick(PETS);
    doc.variant = { pv, nro, pet: pet[0]!, species: pet[1]!, breed: pet[2]!, hc: rng.int(1200, 8900), cae: caeOf((n) => rng.digits(n)), mp: rng.int(4000, 9999) };
    return doc;
  },
  render: async (doc) => {
    const pdf = new RawPdf([595.28, 841.89], { producer: 'VetSoft Gestión 2.4', creator: 'VetSoft', title: `Factura C ${doc.reference}` });
    const is = doc.issuer, r = doc.receiver, v = doc.variant, t = doc.totals!;
    const L = 40, R = 555;
    pdf.text('Veterinaria Patitas', L, 36, { font: 'TB', size: 20 });
    pdf.text(`M.V. ${is.name} - Mat. Prof. ${v.mp}`, L, 62, { font: 'TI', size: 9 });
    pdf.text(`${is.address} - ${is.city} - Tel. ${is.phone}`, L, 75, { font: 'T', size: 8.5 });
    pdf.text(`CUIT ${cuitDashed(is.cuit)} - ${is.condicionText} - IIBB ${is.iibb} - Inicio act. ${is.activitySince}`, L, 87, { font: 'T', size: 8.5 });
    pdf.rect(400, 30, R - 400, 60, { stroke: '#000000', lineWidth: 0.8 });
    pdf.text('C', 405, 34, { font: 'HB', size: 24 });
    pdf.text('Cód. 011', 404, 62, { font: 'H', size: 6.5 });
    pdf.text('FACTURA', 440, 36, { font: 'HB', size: 11 });
    pdf.text(`Nº ${doc.reference}`, 440, 52, { font: 'H', size: 9 });
    pdf.text(`Fecha: ${date(doc.date, 'dd/mm/yyyy')}`, 440, 66, { font: 'H', size: 9 });
    pdf.line(L, 104, R, 104, { width: 1.2 });
    // owner and patient
    pdf.text('PROPIETARIO', L, 114, { font: 'HB', size: 7.5, color: '#666666' });
    pdf.text(r.name, L, 126, { font: 'HB', size: 10 });
    const idl = receiverLine(doc);
    pdf.text([idl, r.condicionPrinted ? r.condicionText : ''].filter(Boolean).join(' - ') || 'Sin documento', L, 140, { font: 'H', size: 8.5 });
    if (r.address) pdf.text(r.address, L, 152, { font: 'H', size: 8.5 });
    pdf.rect(330, 112, R - 330, 52, { fill: '#f2f2f2' });
    pdf.text('PACIENTE', 338, 116, { font: 'HB', size: 7.5, color: '#666666' });
    pdf.text(`${v.pet} (${v.species}, ${v.breed})`, 338, 128, { font: 'H', size: 9 });
    pdf.text(`Historia clínica Nº ${v.hc}`, 338, 141, { font: 'H', size: 8.5 });
    // practices
    let y = 184;
    pdf.line(L, y, R, y, { width: 0.6 });
    pdf.text('Práctica', L, y + 4, { font: 'HB', size: 8 });
    pdf.text('Descripción', 100, y + 4, { font: 'HB', size: 8 });
    pdf.text('Cant.', 360, y + 4, { font: 'HB', size: 8, align: 'right', width: 30 });
    pdf.text('Valor', 400, y + 4, { font: 'HB', size: 8, align: 'right', width: 70 });
    pdf.text('Subtotal', 480, y + 4, { font: 'HB', size: 8, align: 'right', width: R - 480 });
    y += 17;
    pdf.line(L, y, R, y, { width: 0.6 });
    y += 6;
    doc.lines.forEach((l, i) => {
      pdf.text((l.code ?? '').replace('VT', 'P-'), L, y, { font: 'C', size: 8.5 });
      pdf.text(l.description, 100, y, { font: 'T', size: 10 });
      pdf.text(String(l.quantity), 360, y, { font: 'T', size: 10, align: 'right', width: 30 });
      pdf.text(`$ ${amount(l.unitPrice!, 'ar')}`, 400, y, { font: 'T', size: 10, align: 'right', width: 70 });
      pdf.text(`$ ${amount(t.lineAmounts[i]!, 'ar')}`, 480, y, { font: 'T', size: 10, align: 'right', width: R - 480 });
      y += 16;
    });
    y += 8;
    pdf.line(380, y, R, y, { width: 0.6 });
    pdf.text('Subtotal', 380, y + 6, { font: 'T', size: 10 });
    pdf.text(`$ ${amount(t.subtotal, 'ar')}`, 460, y + 6, { font: 'T', size: 10, align: 'right', width: R - 460 });
    pdf.text('Importe Total', 380, y + 24, { font: 'TB', size: 12 });
    pdf.text(`$ ${amount(t.total, 'ar')}`, 460, y + 24, { font: 'TB', size: 12, align: 'right', width: R - 460 });
    pdf.text('Próximo control: según indicación profesional. Conserve este comprobante para la libreta sanitaria.', L, y + 50, { font: 'TI', size: 8.5 });
    pdf.text(`CAE: ${v.cae}    Fecha Vto. CAE: ${date(doc.date, 'dd/mm/yyyy')}`, L, 780, { font: 'H', size: 8 });
    pdf.text('Comprobante autorizado', L, 792, { font: 'H', size: 7, color: '#666666' });
    return pdf.bytes();
  },
};

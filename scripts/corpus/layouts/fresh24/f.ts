import type { DocSpec } from '../../document';
import type { Layout } from '../layout';
import { A4, ColumnPdf, composeWith, cuit, dni, fecha, issuerOf, templateOf, type Pen } from './common';

/** fresh24-f: a poultry farm's dispatch program (banded report engine, column-major text): remito R for a cold-chain delivery. */
const ID = 'fresh24-f';

function paint(pen: Pen, doc: DocSpec): void {
  const W = A4[0];
  const is = doc.issuer, r = doc.receiver;
  pen.text(is.tradeName.toUpperCase(), 40, 32, { face: 'serifB', size: 16 });
  pen.text(`de ${is.name}`, 40, 52, { face: 'serif', size: 9 });
  pen.text(`Establecimiento avícola - RENSPA ${doc.variant.renspa}`, 40, 64, { size: 7.5 });
  pen.text(`${is.address} · ${is.city} · ${is.phone}`, 40, 74, { size: 7.5 });
  pen.rect(W / 2 - 16, 28, 32, 32, { lineWidth: 1.2 });
  pen.text('R', W / 2 - 16, 31, { face: 'sansB', size: 22, align: 'center', width: 32 });
  pen.text('Cód. 91', W / 2 - 24, 62, { size: 6.5, align: 'center', width: 48 });
  pen.text('REMITO', 380, 30, { face: 'sansB', size: 15 });
  pen.text(`N° ${doc.reference}`, 380, 50, { face: 'sansB', size: 10 });
  pen.text(`Fecha ${fecha(doc.date, doc.variant.dateStyle as 'slash')}`, 380, 64, { size: 9 });
  pen.text(`CUIT ${cuit(is.cuit, 'dash')} · IIBB ${is.iibb}`, 380, 76, { size: 7.5 });
  pen.text(`Inicio de actividades ${is.activitySince}`, 380, 86, { size: 7.5 });
  pen.text('DOCUMENTO NO VÁLIDO COMO FACTURA', 380, 98, { face: 'sansB', size: 7 });
  pen.line(40, 112, W - 40, 112, { width: 1 });

  pen.section('Destinatario');
  pen.text('Entregar a:', 40, 120, { face: 'sansB', size: 8.5 });
  pen.text(r.name, 110, 120, { size: 9 });
  pen.text('Dirección de entrega:', 40, 134, { face: 'sansB', size: 8.5 });
  pen.text(r.address || '-', 140, 134, { size: 8.5 });
  if (r.docNumber) {
    pen.text(r.docType === 'DNI' ? 'DNI:' : 'CUIT:', 40, 148, { face: 'sansB', size: 8.5 });
    pen.text(r.docType === 'DNI' ? dni(r.docNumber) : cuit(r.docNumber, doc.variant.cuitStyle as 'dash'), 75, 148, { size: 8.5 });
  }
  if (r.condicionPrinted) {
    pen.text('Resp. IVA:', 230, 148, { face: 'sansB', size: 8.5 });
    pen.text(r.condicionText, 280, 148, { size: 8.5 });
  }
  pen.text(`Transporte: ${doc.variant.truck}   Chofer: ${doc.variant.driver}   Temp. de carga: ${doc.variant.temp} °C`, 40, 164, { size: 8 });
  pen.text(`Pedido N° ${doc.variant.order}   Reparto: ${doc.variant.route}`, 40, 176, { size: 8 });

  pen.section('EncabezadoDetalle');
  const xs = [40, 88, 140, 200, 470, W - 40];
  pen.rect(40, 192, W - 80, 16, { fill: '#e6e6e6' });
  ['Cantidad', 'Unidad', 'Código', 'Descripción', 'Bultos'].forEach((h, i) => pen.text(h, xs[i]! + 4, 196, { face: 'sansB', size: 8, ...(i === 0 || i === 4 ? { align: 'right', width: xs[i + 1]! - xs[i]! - 8 } : {}) }));
  pen.section('Detalle', true);
  let y = 214;
  for (const l of doc.lines) {
    pen.text(String(l.quantity).replace('.', ','), xs[0]! + 4, y, { size: 8.5, align: 'right', width: xs[1]! - xs[0]! - 8 });
    pen.text(l.unit, xs[1]! + 4, y, { size: 8.5 });
    pen.text(l.code ?? '', xs[2]! + 4, y, { size: 8.5 });
    pen.text(l.description, xs[3]! + 4, y, { size: 8.5 });
    pen.text(String(l.bultos ?? 1), xs[4]! + 4, y, { size: 8.5, align: 'right', width: xs[5]! - xs[4]! - 8 });
    y += 15;
  }
  pen.section('PieDetalle');
  pen.rect(40, 192, W - 80, Math.max(y + 10, 460) - 192);
  y = Math.max(y + 10, 460);
  pen.text(`Total de bultos: ${doc.lines.reduce((s, l) => s + (l.bultos ?? 1), 0)}`, 40, y + 8, { face: 'sansB', size: 9 });
  pen.text('Mercadería refrigerada / congelada: conservar la cadena de frío.', 40, y + 22, { size: 7.5, face: 'sansI' });
  pen.line(330, y + 80, W - 40, y + 80, { dash: [2, 2] });
  pen.text('Recibí conforme: firma, aclaración y DNI', 330, y + 84, { size: 7.5, align: 'center', width: W - 370 });
  pen.text(`C.A.I. N° ${doc.variant.cai}   Fecha de vto.: 31/12/2026`, 40, 800, { size: 7.5 });
}

export const layoutF: Layout = {
  id: ID,
  kind: 'remito',
  title: "Poultry farm's dispatch program (banded report engine, column-major text): remito R without prices, cold chain",
  page: { size: 'A4' },
  issuer: (rng) => issuerOf(rng, `Granja ${rng.pick(['Las Tres Marías', 'Don Américo', 'Santa Rosalía'])} S.A.`, rng.pick(['Avícola del Sauce', 'Huevos La Colina', 'Granja Pollolandia'])),
  template: (issuer) => templateOf(ID, issuer, 'poultry', { name: 'Remitos de reparto avícola', instructions: 'Remito R sin precios; facturar a los precios de la lista (netos de IVA).' }),
  compose: (rng, { issuer, template, index, today }) => composeWith(rng, {
    kind: 'remito', catalog: 'poultry', lineCount: [3, 6], receivers: ['company-ri', 'monotributo', 'company-ri'], conditionPrinted: 0.6,
    mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar'], missingArticle: index === 1, templatePricesIncludeIva: false,
  }, {
    layout: ID, templateId: template.id, issuer, today,
    reference: `0008-${String(56612 + index * 41 + rng.int(0, 20)).padStart(8, '0')}`,
    variant: {
      dateStyle: rng.pick(['slash', 'dash-mon']), cuitStyle: rng.pick(['dash', 'plain', 'space']), renspa: `${rng.digits(2)}.${rng.digits(3)}.0.${rng.digits(5)}/00`,
      truck: `${rng.pick(['AF', 'AD', 'AE'])} ${rng.int(100, 999)} ${rng.pick(['KP', 'TR', 'JX'])}`, driver: rng.pick(['R. Villar', 'J. Moyano', 'E. Tello']), temp: rng.pick(['-18', '4', '2']),
      order: rng.int(40000, 49999), route: rng.pick(['Lunes zona norte', 'Jueves centro', 'Martes costa']), cai: `${rng.digits(14)}`,
    },
  }),
  render: async (doc) => {
    const pen = new ColumnPdf(A4, { producer: 'Crystal Reports', creator: 'Despacho Avícola 3.1', title: `Remito ${doc.reference}` });
    paint(pen, doc);
    return pen.bytes();
  },
  scanStyle: 'staple-card',
};

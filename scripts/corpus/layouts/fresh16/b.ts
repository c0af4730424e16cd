import Decimal from 'decimal.js';
import { articlesOf } from '../../catalogs';
import { articlePrice, composeDocument, type DocSpec } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, arcaQrUrl, caeOf, cuitDashed, date, docTipo, dotted, monthEnd, pad, qrSvg, sayCondition, settle } from './common';

/** A private school's monthly factura C to a family, from a school-management web system (see LAYOUTS.md). */
const money = (v: Decimal.Value) => `$ ${amount(v, 'ar')}`;

export const fresh16BLayout: Layout = {
  id: 'fresh16-b',
  kind: 'invoice',
  title: 'fresh16 b (invoice)',
  page: { size: 'A4' },
  scanStyle: 'roll-curl',
  issuer: (rng) => makeIssuer(rng, 'Instituto Educativo Nuestra Señora del Valle S.R.L.', 'Colegio del Valle'),
  template: (issuer) => ({
    id: 'fresh16-b-colegio',
    name: `Cuotas del ${issuer.tradeName}`,
    instructions: 'Factura C mensual de un colegio a las familias: importes finales, el período es el mes de la cuota.',
    catalog: 'school',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 2,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = rng.pick([2, 4]);
    const nro = rng.int(1200, 9800);
    const doc = composeDocument(rng, {
      kind: 'invoice', catalog: 'school', lineCount: [1, 3], receivers: ['dni', 'dni', 'dni', 'monotributo'], conditionPrinted: 0.7, mixedVat: false,
      pricesIncludeIva: () => true, numberStyles: ['ar-symbol'],
    }, { layout: 'fresh16-b', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today });
    // one monthly fee first (one per child), then the extras drawn, without another fee
    const all = articlesOf('school');
    const fees = all.filter((a) => a.description.startsWith('Cuota mensual'));
    const fee = rng.pick(fees);
    const children = rng.chance(0.3) ? 2 : 1;
    const extras = doc.lines.filter((l) => !l.description.startsWith('Cuota mensual')).slice(0, 2);
    doc.lines = [
      { code: fee.code, description: fee.description, quantity: children, unit: 'mes', unitPrice: articlePrice(fee, 'ARS', true), ivaRate: 21 },
      ...extras.map((l) => ({ ...l, quantity: l.description.includes('(mes)') ? children : 1 })),
    ];
    settle(doc);
    doc.serviceFrom = `${doc.date.slice(0, 7)}-01`;
    doc.serviceTo = monthEnd(doc.date);
    const surname = doc.receiver.docType === 'DNI' || doc.receiver.condicionIva === 6 ? doc.receiver.name.split(' ').slice(-1)[0]! : 'Sosa';
    const kids = Array.from({ length: children }, () => `${personName(rng).split(' ')[0]} ${surname}`);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), kids: kids.join('|'), grades: kids.map(() => `${rng.int(1, 7)}º "${rng.pick(['A', 'B', 'C'])}"`).join('|'),
      legajo: rng.int(1100, 4900), payCode: rng.digits(14), due: rng.int(8, 12),
    };
    return doc;
  },
  html: (doc: DocSpec) => {
    const v = doc.variant;
    const t = doc.totals!;
    const cond = sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    const r = doc.receiver;
    const kids = String(v.kids).split('|'), grades = String(v.grades).split('|');
    const [, m] = doc.serviceFrom!.split('-');
    const due = `${pad(Number(v.due), 2)}/${m}/${doc.date.slice(0, 4)}`;
    const qr = arcaQrUrl({ date: doc.date, cuit: doc.issuer.cuit, ptoVta: Number(v.pv), tipo: 11, nro: Number(v.nro), total: t.total, docTipo: docTipo(doc), docNro: r.docNumber ?? '0', cae: String(v.cae) });
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="c">${esc(date(doc.serviceFrom!, 'dd/mm/yyyy').slice(3))}</td><td class="r">${l.quantity}</td><td class="r">${money(l.unitPrice!)}</td><td class="r">${money(t.lineAmounts[i]!)}</td></tr>`).join('');
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; color: #263238; font-size: 11.5px }
.page { padding: 34px 40px }
.top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #2e7d32; padding-bottom: 12px }
.brand { display: flex; gap: 12px; align-items: center }
.crest { width: 58px; height: 58px; border-radius: 50%; background: #2e7d32; color: #fff; font: bold 20px 'Liberation Serif', serif; display: flex; align-items: center; justify-content: center }
.brand h1 { margin: 0; font: bold 19px 'Liberation Serif', serif; color: #1b5e20 }
.brand div.small { font-size: 10px; line-height: 1.45 }
.voucher { text-align: right }
.voucher .kind { font-size: 20px; font-weight: bold; letter-spacing: 1px }
.voucher .kind span { display: inline-block; border: 2px solid #263238; width: 30px; text-align: center; margin-left: 6px }
.voucher div { font-size: 10.5px; line-height: 1.5 }
.cards { display: flex; gap: 14px; margin-top: 16px }
.card { flex: 1; border: 1px solid #c8e6c9; border-radius: 6px; padding: 9px 12px; background: #f6fbf6 }
.card h3 { margin: 0 0 6px; font-size: 10px; text-transform: uppercase; color: #2e7d32; letter-spacing: .6px }
.card p { margin: 2px 0 }
.period { margin-top: 14px; padding: 8px 12px; background: #e8f5e9; border-left: 4px solid #2e7d32 }
table.items { width: 100%; margin-top: 16px }
table.items th { text-align: left; font-size: 10px; color: #fff; background: #388e3c; padding: 6px 8px }
table.items td { padding: 7px 8px; border-bottom: 1px solid #dcedc8 }
.r { text-align: right } .c { text-align: center }
table.items th.r { text-align: right } table.items th.c { text-align: center }
.totals { margin: 14px 0 0 auto; width: 290px }
.totals div { display: flex; justify-content: space-between; padding: 3px 0 }
.totals .grand { font-size: 15px; font-weight: bold; border-top: 2px solid #263238; margin-top: 4px; padding-top: 6px }
.pay { margin-top: 22px; border: 1px dashed #90a4ae; padding: 10px 12px; font-size: 10.5px; line-height: 1.5 }
.foot { position: absolute; left: 40px; right: 40px; top: 960px; display: flex; gap: 14px; align-items: center; border-top: 1px solid #b0bec5; padding-top: 10px; font-size: 10px }
.foot .legal { color: #546e7a; font-size: 9px; margin-top: 4px }
`;
    const body = `<div class="page">
<div class="top">
  <div class="brand"><div class="crest">NSV</div><div><h1>${esc(doc.issuer.tradeName)}</h1><div class="small">${esc(doc.issuer.name)}<br>${esc(doc.issuer.address)} · ${esc(doc.issuer.city)}<br>Tel. ${esc(doc.issuer.phone)} · ${esc(doc.issuer.email)}<br>Incorporado a la enseñanza oficial A-1187 · IVA Exento</div></div></div>
  <div class="voucher"><div class="kind">FACTURA <span>C</span></div><div>Código 011</div>
  <div>Punto de venta: <b>${pad(Number(v.pv), 5)}</b> &nbsp; Comp. Nro: <b>${pad(Number(v.nro), 8)}</b></div>
  <div>Fecha de emisión: ${esc(date(doc.date, 'long'))}</div><div>CUIT: ${cuitDashed(doc.issuer.cuit)} · IIBB: Exento</div><div>Inicio de actividades: ${esc(doc.issuer.activitySince)}</div></div>
</div>
<div class="cards">
  <div class="card"><h3>Responsable de pago</h3><p><b>${esc(r.name)}</b></p>${r.docNumber ? `<p>${r.docType === 'DNI' ? `DNI ${dotted(r.docNumber)}` : `CUIT ${cuitDashed(r.docNumber)}`}</p>` : ''}${r.condicionPrinted ? `<p>Condición frente al IVA: ${esc(cond)}</p>` : ''}<p>${esc(r.address)}</p></div>
  <div class="card"><h3>Alumno${kids.length > 1 ? 's' : '/a'}</h3>${kids.map((k, i) => `<p>${esc(k)} — ${esc(grades[i]!)} · Nivel ${esc(doc.lines[0]!.description.replace('Cuota mensual nivel ', '').replace(' sala de 5', ' (sala de 5)'))}</p>`).join('')}<p>Legajo familiar: ${v.legajo}</p><p>Condición de venta: Contado</p></div>
</div>
<div class="period">Período facturado desde <b>${date(doc.serviceFrom!, 'dd/mm/yyyy')}</b> hasta <b>${date(doc.serviceTo!, 'dd/mm/yyyy')}</b> · Fecha de vto. para el pago: <b>${due}</b></div>
<table class="items"><thead><tr><th>Concepto</th><th class="c">Mes</th><th class="r">Cant.</th><th class="r">Precio unit.</th><th class="r">Subtotal</th></tr></thead><tbody>${rows}</tbody></table>
<div class="totals"><div><span>Subtotal</span><span>${money(t.total)}</span></div><div><span>Importe otros tributos</span><span>$ 0,00</span></div><div class="grand"><span>Importe total</span><span>${money(t.total)}</span></div></div>
<div class="pay"><b>Medios de pago:</b> débito automático, transferencia al CBU informado por la administración o Pago Fácil / Rapipago con el código <b>${esc(String(v.payCode))}</b>.<br>Pasado el vencimiento se aplicará un recargo del 3 % mensual. Las cuotas abonadas no se reintegran.</div>
<div class="foot">${qrSvg(qr, 84)}<div><b>Comprobante Autorizado</b><br>CAE: ${esc(String(v.cae))} &nbsp; Fecha de Vto. de CAE: ${date(plus(doc.date, 10), 'dd/mm/yyyy')}<div class="legal">Esta Agencia no se responsabiliza por los datos ingresados en el detalle de la operación. Documento generado por GestiónEscolar Online.</div></div><div style="margin-left:auto">Pág. 1/1</div></div>
</div>`;
    return htmlPage(css, body);
  },
};

function plus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

import { composeDocument } from '../../document';
import { makeIssuer, personName } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, quantity, sayCondition } from '../fresh/print';

/**
 * A purchase order sent by e-mail and printed from a web-mail client (chromium): the print header of the mail
 * client, De: / Para: / Fecha: / Asunto: "Pedido OC 4500012345", the buyer (the invoice's receiver) writing to the
 * supplier (the issuer), the items as dashes in the text ("- 10 u. Cinta aisladora … a $ 850,00 c/u"), the net,
 * VAT and total in a sentence, and the buyer's signature with its CUIT and VAT condition.
 */
const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

function slug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z ]/g, '').split(' ').filter((w) => !['sa', 'srl', 'sas', 'de', 'la', 'el', 'los', 'las'].includes(w)).slice(0, 2).join('');
}

export const fresh2MailPedidoLayout: Layout = {
  id: 'fresh2-mail-pedido',
  kind: 'invoice',
  title: 'purchase order e-mail printed from a web-mail client (chromium): De:/Para:/Fecha:/Asunto:, items as dashes in the text, buyer signature with CUIT',
  page: { size: 'A4' },
  scanStyle: 'sideways',
  issuer: (rng) => makeIssuer(rng, 'Electricidad Los Ceibos S.R.L.', 'Electricidad Los Ceibos'),
  template: (issuer) => ({
    id: 'k-mail-losceibos',
    name: 'Pedidos por correo a Electricidad Los Ceibos',
    instructions:
      `Pedidos que los clientes mandan por correo electrónico a ${issuer.name} (CUIT ${issuer.cuit}), el emisor de la factura. ` +
      'El cliente (receptor) es quien escribe y firma el correo. Precios sin IVA (21%). La referencia es el número de orden de compra (OC).',
    catalog: 'electrical',
    pricesIncludeIva: false,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const reference = `45000${rng.digits(5)}`;
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'electrical', lineCount: [2, 7], receivers: ['company-ri', 'company-ri', 'company-exento'], conditionPrinted: 0.8,
        mixedVat: false, pricesIncludeIva: () => false, numberStyles: ['ar-symbol'],
      },
      { layout: 'fresh2-mail-pedido', templateId: template.id, issuer, reference, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Exento', 5: 'Consumidor Final', 6: 'Monotributo' });
    const buyer = personName(rng);
    doc.variant = {
      buyer,
      buyerMail: `${buyer.split(' ')[0]!.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '')}.compras@${slug(doc.receiver.name)}.com.ar`,
      seller: rng.pick(['Marcelo', 'Vanina', 'Rodrigo', 'Paula']),
      time: `${rng.int(8, 18)}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      delivery: rng.pick(['en obra (coordinar con el capataz)', 'en nuestro depósito de 8 a 16 h', 'retiramos nosotros por su local']),
      cc: rng.chance(0.5),
    };
    return doc;
  },
  html: (doc) => {
    const r = doc.receiver;
    const is = doc.issuer;
    const t = doc.totals!;
    const v = doc.variant;
    const d = new Date(`${doc.date}T12:00:00Z`);
    const when = `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${v.time}`;
    const money = (x: Parameters<typeof amount>[0]) => `$ ${amount(x, 'ar')}`;
    const items = doc.lines.map((l) => {
      const u = l.unit === 'u' ? 'u.' : l.unit;
      return `- ${esc(quantity(l.quantity, 'ar'))} ${esc(u)} ${esc(l.description)} a ${esc(money(l.unitPrice!))} c/u`;
    }).join('<br>');
    const vat = t.byRate.map((b) => `IVA ${esc(quantity(b.rate, 'ar'))} % ${esc(money(b.vat))}`).join(', ');
    const idLine = `CUIT ${esc(cuitDashed(r.docNumber!))}${r.condicionPrinted ? ` · ${esc(r.condicionText)}` : ''}`;
    const css = `
body { font-family: Arial, 'Liberation Sans', sans-serif; font-size: 13px; color: #202124; padding: 28px 44px }
.print-top { display: flex; justify-content: space-between; font-size: 11px; color: #5f6368; border-bottom: 1px solid #dadce0; padding-bottom: 6px }
.print-top b { color: #c5221f; font-size: 15px; letter-spacing: 0.5px }
h1 { font-size: 20px; font-weight: 400; margin: 18px 0 4px }
.count { font-size: 11px; color: #5f6368; margin-bottom: 14px }
.hdr { border-top: 1px solid #dadce0; border-bottom: 1px solid #dadce0; padding: 10px 0; font-size: 12.5px; line-height: 1.55 }
.hdr .k { display: inline-block; width: 58px; color: #5f6368 }
.msg { padding: 16px 0; line-height: 1.55 }
.sig { color: #444; margin-top: 18px; line-height: 1.4; font-size: 12.5px }
.sig .n { font-weight: 700; color: #202124 }
.foot { margin-top: 30px; font-size: 10px; color: #80868b; border-top: 1px solid #dadce0; padding-top: 6px }`;
    const body = `
<div class="print-top"><span><b>Correo</b> &nbsp; ${esc(is.email)}</span><span>${esc(when)}</span></div>
<h1>Pedido OC ${esc(doc.reference)}</h1>
<div class="count">1 mensaje</div>
<div class="hdr">
  <div><span class="k">De:</span>${esc(String(v.buyer))} &lt;${esc(String(v.buyerMail))}&gt;</div>
  <div><span class="k">Para:</span>${esc(is.tradeName)} &lt;${esc(is.email)}&gt;</div>
  ${v.cc ? `<div><span class="k">Cc:</span>pagos@${esc(slug(r.name))}.com.ar</div>` : ''}
  <div><span class="k">Fecha:</span>${esc(when)}</div>
  <div><span class="k">Asunto:</span>Pedido OC ${esc(doc.reference)}</div>
</div>
<div class="msg">
Buenas tardes, ${esc(String(v.seller))}:<br><br>
Por medio del presente les confirmamos la orden de compra OC ${esc(doc.reference)}, de acuerdo con los precios que nos pasaron por teléfono:<br><br>
${items}<br><br>
Suman ${esc(money(t.subtotal))} más ${vat}: en total ${esc(money(t.total))}.<br><br>
La entrega sería ${esc(String(v.delivery))}. Por favor, facturar a nombre de ${esc(r.name)} e indicar el número de OC en el remito y en la factura; sin ese dato no podemos ingresarla a pagos.<br><br>
Quedo atento a la confirmación.<br>
Saludos cordiales,
<div class="sig"><span class="n">${esc(String(v.buyer))}</span><br>Compras<br>${esc(r.name)}<br>${idLine}<br>${esc(r.address)}</div>
</div>
<div class="foot">https://webmail.${esc(is.email.split('@')[1]!)}/?_task=mail&amp;_action=print — 1/1</div>`;
    return htmlPage(css, body);
  },
};

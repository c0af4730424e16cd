import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { addDays, pad } from '../../formats';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, cuitDashed, date, sayCondition, settle, weekday } from './common';

/**
 * A beverage wholesaler's order taken by its chat-commerce assistant and printed from the web chat console
 * (chromium, Liberation Sans): a dark header with the business's name and "cuenta de empresa", a date pill, speech
 * bubbles with their times — the customer's at the right, the assistant's at the left. The customer first types the
 * order in its own rough words ("3 soda sifon", not the articles), gives the name and CUIT and the VAT condition when
 * asked; the assistant's summary bubble holds the order: "Resumen del pedido N° PW-004512", one line per article
 * "• 2 x <article> — $ 12.980,40 c/u = $ 25.960,80", "Total: $ …" (final prices, VAT included), the delivery day;
 * then "si" and the confirmation. The truth comes from the summary; the reference is the order number.
 */
export const fresh6ILayout: Layout = {
  id: 'fresh6-i',
  kind: 'invoice',
  title: 'fresh6 layout i',
  page: { size: 'A4' },
  scanStyle: 'glossy-angle',
  issuer: (rng) => makeIssuer(rng, 'Distribuidora Del Litoral S.A.', 'Del Litoral Bebidas Mayorista'),
  template: (issuer) => ({
    id: 'q-pedidos-chat-dellitoral',
    name: 'Pedidos por chat Del Litoral Bebidas',
    instructions:
      `Pedidos tomados por el asistente de chat de ${issuer.name} (CUIT ${issuer.cuit}), el emisor. El cliente es quien escribe (razón social y CUIT en el chat). ` +
      'Los renglones son los del resumen del asistente, no el mensaje del cliente. Precios finales con IVA 21 % incluido. La referencia es el número de pedido.',
    catalog: 'beverages',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'beverages', lineCount: [2, 6], receivers: ['company-ri', 'monotributo', 'monotributo'],
        conditionPrinted: 0.75, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh6-i', templateId: template.id, issuer, reference: `PW-${pad(rng.int(1000, 99999), 6)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'responsable inscripto', 4: 'exento', 5: 'consumidor final', 6: 'monotributista' });
    for (const l of doc.lines) if (l.quantity > 12) l.quantity = rng.int(2, 12);
    settle(doc);
    const start = rng.int(7 * 60, 19 * 60);
    doc.variant = {
      start,
      delivery: rng.int(1, 3),
      gap: Array.from({ length: 10 }, () => rng.int(0, 3)).join('|'),
      greet: rng.pick(['Hola buen día! quiero hacer un pedido', 'buenas, te paso pedido', 'Hola! necesito mercadería para mañana']),
      typo: doc.lines.map(() => rng.pick([0, 1, 2])).join('|'),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Parameters<typeof amount>[0]) => amount(x, 'ar');
    const gaps = String(v.gap).split('|').map(Number);
    let minute = Number(v.start), g = 0;
    const clock = () => {
      minute += gaps[g++ % gaps.length]!;
      return `${pad(Math.floor(minute / 60) % 24, 2)}:${pad(minute % 60, 2)}`;
    };
    const me = (html: string) => `<div class="row me"><div class="b">${html}<span class="tm">${clock()} ✓✓</span></div></div>`;
    const bot = (html: string) => `<div class="row it"><div class="b">${html}<span class="tm">${clock()}</span></div></div>`;
    const typos = String(v.typo).split('|').map(Number);
    const rough = doc.lines.map((l, i) => {
      const words = l.description.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(' ');
      const short = words.slice(0, typos[i] === 0 ? 2 : typos[i] === 1 ? 3 : 1).join(' ');
      return `${l.quantity} ${short}`;
    }).join('<br>');
    const summary = doc.lines.map((l, i) => `• ${l.quantity} x ${esc(l.description)} — $ ${esc(a(l.unitPrice!))} c/u = $ ${esc(a(t.lineAmounts[i]!))}`).join('<br>');
    const deliver = addDays(doc.date, Number(v.delivery));
    const msgs = [
      me(esc(String(v.greet))),
      bot(`¡Hola! Soy el asistente de pedidos de <b>${esc(is.tradeName)}</b>. Pasame lo que necesitás y, para facturar, la razón social y el CUIT.`),
      me(rough),
      me(`${esc(r.name)}<br>CUIT ${esc(cuitDashed(r.docNumber!))}`),
      ...(r.condicionPrinted ? [bot('¿Cuál es tu condición frente al IVA?'), me(esc(r.condicionText))] : []),
      bot(`<b>Resumen del pedido N° ${esc(doc.reference)}</b><br>Cliente: ${esc(r.name)} (CUIT ${esc(cuitDashed(r.docNumber!))})<br><br>${summary}<br><br>` +
        `<b>Total: $ ${esc(a(t.total))}</b> (precios finales con IVA incluido)<br>Entrega: ${esc(weekday(deliver))} ${esc(date(deliver, 'dd/mm/yyyy'))} por la mañana.<br>¿Confirmás el pedido? Respondé SI o NO.`),
      me('si'),
      bot(`Listo ✔ Pedido ${esc(doc.reference)} confirmado. Te avisamos cuando salga el reparto. ¡Gracias!`),
    ].join('');
    const css = `
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 12px; color: #111b21; background: #efeae2 }
.print { font-size: 9.5px; color: #667781; padding: 6mm 12mm 2mm; display: flex; justify-content: space-between }
.head { margin: 0 12mm; background: #075e54; color: #fff; border-radius: 8px 8px 0 0; padding: 10px 14px; display: flex; gap: 12px; align-items: center }
.av { width: 40px; height: 40px; border-radius: 50%; background: #25d366; color: #075e54; font-weight: 700; font-size: 16px; display: flex; align-items: center; justify-content: center }
.head .n { font-size: 15px; font-weight: 700 } .head .s { font-size: 10.5px; color: #cfe9e4 }
.chat { margin: 0 12mm; background: #efeae2; border: 1px solid #d1ccc4; border-top: none; padding: 10px 16px 16px; border-radius: 0 0 8px 8px }
.pill { text-align: center; margin: 6px 0 10px } .pill span { background: #e1f2fb; color: #54656f; font-size: 10.5px; padding: 4px 10px; border-radius: 7px }
.row { display: flex; margin: 5px 0 } .row.me { justify-content: flex-end }
.b { max-width: 72%; padding: 7px 10px 6px; border-radius: 8px; line-height: 1.45; box-shadow: 0 1px 0.5px rgba(11,20,26,0.13) }
.me .b { background: #d9fdd3 } .it .b { background: #fff }
.tm { display: block; text-align: right; font-size: 9px; color: #667781; margin-top: 2px }`;
    const body = `<div class="print"><span>Chat con ${esc(is.tradeName)} — exportado el ${esc(date(doc.date, 'dd/mm/yyyy'))}</span><span>1/1</span></div>
<div class="head"><div class="av">DL</div><div><div class="n">${esc(is.tradeName)}</div><div class="s">Cuenta de empresa · ${esc(is.name)} · CUIT ${esc(cuitDashed(is.cuit))} · ${esc(is.phone)}</div></div></div>
<div class="chat"><div class="pill"><span>${esc(date(doc.date, 'long'))}</span></div>${msgs}</div>`;
    return htmlPage(css, body);
  },
};

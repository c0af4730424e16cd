import Decimal from 'decimal.js';
import { composeDocument } from '../../document';
import { makeIssuer } from '../../fake-data';
import { esc, htmlPage } from '../html';
import type { Layout } from '../layout';
import { amount, caeOf, cuitDashed, date, dotted, pad, plusDays, quantity, receiverNo, sayCondition, settle, vatContained } from './common';

const WEEK = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MON = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** "mié, 25 nov 2026, 10:14" as a web mail client prints a message's date. */
function mailDate(iso: string, time: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${WEEK[d.getUTCDay()]}, ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time}`;
}

/**
 * A home-goods shop's factura B as its online invoicing service e-mails it, **printed from a web mail client**
 * (chromium): the print header with the account and the subject, the message header (sender with address, "para
 * mí", the date the mail was sent, often a day after the voucher's), the HTML body the service sends (a greeting,
 * "Comprobante", "Factura B N° 00005-00012345", "Fecha de emisión", "Datos del cliente", Producto / Cant. / Precio /
 * Subtotal with final prices, "Total", "IVA contenido"), the attachment chip, the service's footer. Final prices.
 */
export const fresh14CLayout: Layout = {
  id: 'fresh14-c',
  kind: 'invoice',
  title: 'fresh14 layout c',
  page: { size: 'A4' },
  scanStyle: 'night-mode-phone',
  issuer: (rng) => makeIssuer(rng, 'Sosa Hogar S.R.L.', 'Casa Sosa Hogar'),
  template: (issuer) => ({
    id: 'y-facturas-b-casasosa',
    name: 'Facturas B Casa Sosa Hogar (por correo)',
    instructions:
      `Facturas B de ${issuer.name} (CUIT ${issuer.cuit}), el emisor, recibidas impresas desde el correo. El cliente figura en "Datos del cliente". ` +
      'Precios finales con IVA incluido. La fecha del documento es la de emisión, no la del correo.',
    catalog: 'home',
    pricesIncludeIva: true,
    ivaRate: 21,
    concepto: 1,
  }),
  compose: (rng, { issuer, template, today }) => {
    const pv = 5, nro = rng.int(9000, 16000);
    const doc = composeDocument(
      rng,
      {
        kind: 'invoice', catalog: 'home', lineCount: [1, 5], receivers: ['dni', 'dni', 'consumidor-final', 'monotributo', 'company-exento'],
        conditionPrinted: 0.85, mixedVat: false, pricesIncludeIva: () => true, numberStyles: ['ar'],
      },
      { layout: 'fresh14-c', templateId: template.id, issuer, reference: `${pad(pv, 5)}-${pad(nro, 8)}`, variant: {}, today },
    );
    sayCondition(doc, { 1: 'IVA Responsable Inscripto', 4: 'IVA Sujeto Exento', 5: 'Consumidor Final', 6: 'Responsable Monotributo' });
    settle(doc);
    const later = rng.int(0, 1);
    doc.variant = {
      pv, nro, cae: caeOf((k) => rng.digits(k)), mailDay: plusDays(doc.date, later),
      time: `${pad(rng.int(7, 21), 2)}:${pad(rng.int(0, 59), 2)}`, account: `${rng.pick(['compras', 'admin', 'pagos', 'hola'])}.${rng.pick(['laura', 'dsosa', 'estudio', 'casa'])}@gmail.com`,
      thread: rng.digits(16), pay: rng.pick(['Tarjeta de débito', 'Transferencia', 'Efectivo', 'Mercado Pago']),
    };
    return doc;
  },
  html: (doc) => {
    const is = doc.issuer, r = doc.receiver, t = doc.totals!, v = doc.variant;
    const a = (x: Decimal.Value) => amount(x, 'ar');
    const num = `${pad(Number(v.pv), 5)}-${pad(Number(v.nro), 8)}`;
    const subject = `Tu comprobante Factura B ${num} de ${is.tradeName}`;
    const no = receiverNo(doc, cuitDashed, dotted);
    const rows = doc.lines.map((l, i) => `<tr><td>${esc(l.description)}</td><td class="n">${quantity(l.quantity, 'ar')}</td><td class="n">$&nbsp;${a(l.unitPrice!)}</td><td class="n">$&nbsp;${a(t.lineAmounts[i]!)}</td></tr>`).join('');
    const css = `
      body { font-family: 'Liberation Sans', Arial, sans-serif; color: #202124; font-size: 10.5pt }
      .print { display: flex; justify-content: space-between; font-size: 8pt; padding: 14px 36px 0; color: #222 }
      .acct { display: flex; justify-content: space-between; align-items: center; padding: 10px 36px; border-bottom: 1px solid #ccc }
      .logo { font-size: 15pt; color: #5f6368 } .logo b { color: #c5221f }
      .acct span { font-size: 9pt }
      h1 { font-weight: normal; font-size: 15pt; margin: 14px 36px 6px }
      .count { font-size: 8.5pt; color: #5f6368; margin: 0 36px 10px }
      .hdr { margin: 0 36px; border-top: 1px solid #e0e0e0; padding-top: 8px; display: flex; justify-content: space-between; font-size: 9pt }
      .hdr .to { color: #5f6368; font-size: 8.5pt }
      .body { margin: 16px 60px 0; border: 1px solid #e3e3e3; border-radius: 6px; padding: 18px 22px }
      .body .brand { font-size: 15pt; font-weight: bold; color: #0b5f7a }
      .body p { font-size: 9.5pt; line-height: 1.4 }
      .kv { width: 100%; font-size: 9pt; margin: 8px 0 } .kv td { padding: 2px 0 } .kv td:first-child { color: #5f6368; width: 36% }
      .items { width: 100%; font-size: 9pt; margin-top: 10px } .items th { text-align: left; border-bottom: 2px solid #0b5f7a; padding: 4px 3px; font-size: 8.5pt }
      .items td { border-bottom: 1px solid #eee; padding: 5px 3px } .n { text-align: right; white-space: nowrap } .items th.n { text-align: right }
      .tot { margin-top: 10px; text-align: right; font-size: 9.5pt } .tot b { font-size: 13pt }
      .att { margin: 16px 36px 0; border: 1px solid #dadce0; border-radius: 4px; display: inline-block; padding: 8px 12px; font-size: 8.5pt }
      .att i { color: #c5221f; font-style: normal; font-weight: bold; margin-right: 6px }
      .fine { font-size: 7.5pt; color: #777; margin: 12px 60px }
      .url { position: absolute; bottom: 14px; left: 36px; right: 36px; display: flex; justify-content: space-between; font-size: 7.5pt }`;
    const body = `
      <div class="print"><span>${esc(mailDate(String(v.mailDay), String(v.time)).replace(/,[^,]*$/, ''))}</span><span>Gmail - ${esc(subject)}</span></div>
      <div class="acct"><div class="logo"><b>M</b> Gmail</div><span>${esc(String(v.account))}</span></div>
      <h1>${esc(subject)}</h1>
      <div class="count">1 mensaje</div>
      <div class="hdr"><div><b>${esc(is.tradeName)}</b> &lt;facturacion@${esc(is.email.split('@')[1]!)}&gt;<div class="to">Para: ${esc(String(v.account))}</div></div><div>${esc(mailDate(String(v.mailDay), String(v.time)))}</div></div>
      <div class="body">
        <div class="brand">${esc(is.tradeName)}</div>
        <p>¡Hola${r.docType === 'DNI' ? ` ${esc(r.name.split(' ')[0]!)}` : ''}! Gracias por tu compra. Te enviamos el comprobante de tu operación; también lo encontrás adjunto en PDF.</p>
        <table class="kv">
          <tr><td>Comprobante</td><td><b>Factura B N° ${num}</b> (cód. 006)</td></tr>
          <tr><td>Fecha de emisión</td><td>${date(doc.date, 'dd/mm/yyyy')}</td></tr>
          <tr><td>Forma de pago</td><td>${esc(String(v.pay))}</td></tr>
        </table>
        <div style="font-weight:bold;font-size:9.5pt;margin-top:10px">Datos del cliente</div>
        <table class="kv">
          <tr><td>Nombre / Razón social</td><td>${esc(r.name)}</td></tr>
          ${no ? `<tr><td>${r.docType}</td><td>${no}</td></tr>` : ''}
          ${r.condicionPrinted ? `<tr><td>Condición frente al IVA</td><td>${esc(r.condicionText)}</td></tr>` : ''}
        </table>
        <table class="items"><tr><th>Producto</th><th class="n">Cant.</th><th class="n">Precio</th><th class="n">Subtotal</th></tr>${rows}</table>
        <div class="tot">Total <b>$&nbsp;${a(t.total)}</b><br><span style="font-size:8pt;color:#5f6368">IVA contenido (Ley 27.743): $&nbsp;${a(vatContained(t.total, 21))}</span></div>
        <p style="font-size:8pt;color:#5f6368">Emisor: ${esc(is.name)} · CUIT ${cuitDashed(is.cuit)} · ${esc(is.condicionText)} · ${esc(is.address)}, ${esc(is.city)}<br>CAE ${v.cae} · Vto. CAE ${date(plusDays(doc.date, 10), 'dd/mm/yyyy')}</p>
      </div>
      <div class="att"><i>PDF</i> Factura_B_${num}.pdf <span style="color:#5f6368">(${60 + (Number(v.nro) % 40)} KB)</span></div>
      <div class="fine">Este mensaje fue generado automáticamente por el servicio de facturación electrónica. Por favor no lo respondas.</div>
      <div class="url"><span>https://mail.google.com/mail/u/0/?ik=3f2a9c&amp;view=pt&amp;search=all&amp;th=${v.thread}</span><span>1/1</span></div>`;
    return htmlPage(css, body);
  },
};

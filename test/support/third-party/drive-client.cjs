'use strict';
/**
 * Drives one unmodified third-party client through WSAA login, FECompUltimoAutorizado, FECAESolicitar (the next
 * number) and FECompConsultar, and prints what it read as one JSON line. Usage: node drive-client.cjs <client>.
 * Environment: CUIT, PTO_VTA, CERT_FILE, KEY_FILE, WORK_DIR, and for afip-apis WSAA_URL and WSFE_URL.
 */
const fs = require('node:fs');
const path = require('node:path');

const cuit = Number(process.env.CUIT);
const ptoVta = Number(process.env.PTO_VTA);
const cbteTipo = 6;
const cert = fs.readFileSync(process.env.CERT_FILE, 'utf8');
const key = fs.readFileSync(process.env.KEY_FILE, 'utf8');
const today = () => {
  const d = new Date(Date.now() - 3 * 3600_000);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
};
const detail = (number) => ({
  Concepto: 1, DocTipo: 99, DocNro: 0, CbteDesde: number, CbteHasta: number, CbteFch: today(),
  ImpTotal: 121, ImpTotConc: 0, ImpNeto: 100, ImpOpEx: 0, ImpTrib: 0, ImpIVA: 21, MonId: 'PES', MonCotiz: 1,
  CondicionIVAReceptorId: 5, Iva: { AlicIva: [{ Id: 5, BaseImp: 100, Importe: 21 }] },
});
const asArray = (value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

async function facturajs() {
  const { AfipServices } = require('facturajs');
  const afip = new AfipServices({ homo: true, certContents: cert, privateKeyContents: key, cacheTokensPath: path.join(process.env.WORK_DIR, 'facturajs-tokens.json'), tokensExpireInHours: 12 });
  const last = await afip.getLastBillNumber({ Auth: { Cuit: cuit }, params: { PtoVta: ptoVta, CbteTipo: cbteTipo } });
  const next = last.CbteNro + 1;
  const created = await afip.createBill({ Auth: { Cuit: cuit }, params: { FeCAEReq: { FeCabReq: { CantReg: 1, PtoVta: ptoVta, CbteTipo: cbteTipo }, FeDetReq: { FECAEDetRequest: detail(next) } } } });
  const response = asArray(created.FeDetResp.FECAEDetResponse)[0];
  const consulted = await afip.execRemote('wsfev1', 'FECompConsultar', { Auth: { Cuit: cuit }, params: { FeCompConsReq: { CbteTipo: cbteTipo, CbteNro: next, PtoVta: ptoVta } } });
  return { last: last.CbteNro, requested: next, resultado: response.Resultado, cae: response.CAE, consulted: { cbteDesde: consulted.ResultGet.CbteDesde, codAutorizacion: consulted.ResultGet.CodAutorizacion, impTotal: consulted.ResultGet.ImpTotal } };
}

async function arcasdk() {
  const { Arca } = require('@arcasdk/core');
  const arca = new Arca({ cuit, cert, key, production: false, ticketPath: path.join(process.env.WORK_DIR, 'arcasdk-tickets'), useSoap12: process.env.SOAP12 === '1' });
  const billing = arca.electronicBillingService;
  const last = await billing.getLastVoucher(ptoVta, cbteTipo);
  const next = last.cbteNro + 1;
  const d = detail(next);
  const created = await billing.createVoucher({ ...d, CantReg: 1, PtoVta: ptoVta, CbteTipo: cbteTipo, Iva: d.Iva.AlicIva });
  const consulted = await billing.getVoucherInfo(next, ptoVta, cbteTipo);
  const response = asArray(created.response.FeDetResp && created.response.FeDetResp.FECAEDetResponse)[0] || {};
  return { last: last.cbteNro, requested: next, resultado: response.Resultado, cae: created.cae, consulted: { cbteDesde: consulted.cbteDesde, codAutorizacion: consulted.codAutorizacion, impTotal: consulted.impTotal } };
}

async function afipApis() {
  const { LoginTicket, Wsfev1 } = require('afip-apis');
  const ticket = await new LoginTicket().wsaaLogin('wsfe', process.env.WSAA_URL, process.env.CERT_FILE, process.env.KEY_FILE);
  const auth = { Token: ticket.credentials.token, Sign: ticket.credentials.sign, Cuit: cuit };
  const wsfe = new Wsfev1(process.env.WSFE_URL);
  const last = (await wsfe.FECompUltimoAutorizado({ Auth: auth, PtoVta: ptoVta, CbteTipo: cbteTipo })).FECompUltimoAutorizadoResult;
  const next = Number(last.CbteNro) + 1;
  const created = (await wsfe.FECAESolicitar({ Auth: auth, FeCAEReq: { FeCabReq: { CantReg: 1, PtoVta: ptoVta, CbteTipo: cbteTipo }, FeDetReq: { FECAEDetRequest: [detail(next)] } } })).FECAESolicitarResult;
  const response = asArray(created.FeDetResp.FECAEDetResponse)[0];
  const consulted = (await wsfe.FECompConsultar({ Auth: auth, FeCompConsReq: { CbteTipo: cbteTipo, CbteNro: next, PtoVta: ptoVta } })).FECompConsultarResult;
  return { last: last.CbteNro, requested: next, resultado: response.Resultado, cae: response.CAE, errors: created.Errors ?? null, consulted: { cbteDesde: consulted.ResultGet.CbteDesde, codAutorizacion: consulted.ResultGet.CodAutorizacion, impTotal: consulted.ResultGet.ImpTotal } };
}

const clients = { facturajs, '@arcasdk/core': arcasdk, 'afip-apis': afipApis };
clients[process.argv[2]]()
  .then((result) => process.stdout.write(`${JSON.stringify({ ok: true, result })}\n`))
  .catch((error) => {
    process.stdout.write(`${JSON.stringify({ ok: false, error: String(error && error.stack || error), body: error && error.body ? String(error.body).slice(0, 2000) : undefined })}\n`);
    process.exitCode = 1;
  });

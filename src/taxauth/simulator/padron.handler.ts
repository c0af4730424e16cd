import { text, type XmlObject } from '../soap/soap';
import { el, renderXml, type XmlNode } from '../soap/xml';
import { argentinaIso } from '../time';
import type { PadronRecord } from './simulator.fixtures';
import type { SimulatorClock, SimulatorState } from './simulator.state';

export const PADRON_A5_NAMESPACE = 'http://a5.soap.ws.server.puc.sr/';
export const PADRON_SERVICES = ['ws_sr_padron_a5', 'ws_sr_constancia_inscripcion'];

export class PadronFault extends Error {}

/** getPersona / getPersona_v2 of the padrón A5 (constancia de inscripción). Returns the response envelope. */
export function handlePadron(operation: string, request: XmlObject, ctx: { state: SimulatorState; clock: SimulatorClock }): string {
  const now = ctx.clock.now();
  if (operation === 'dummy') {
    return envelope(el('ns2:dummyResponse', [el('return', [el('appserver', 'OK'), el('authserver', 'OK'), el('dbserver', 'OK')])], { 'xmlns:ns2': PADRON_A5_NAMESPACE }));
  }
  if (operation !== 'getPersona' && operation !== 'getPersona_v2') throw new PadronFault(`Operacion ${operation} inexistente`);
  const token = text(request['token']);
  const sign = text(request['sign']);
  const represented = text(request['cuitRepresentada']) ?? '';
  const idPersona = text(request['idPersona']) ?? '';
  const ticket = token ? ctx.state.tickets.get(token) : undefined;
  if (!ticket || ticket.sign !== sign || !PADRON_SERVICES.includes(ticket.service)) throw new PadronFault('token o sign invalidos o no corresponden al servicio');
  if (now.getTime() >= ticket.expirationTime.getTime()) throw new PadronFault('El token ha expirado');
  if (!ticket.relations.includes(represented)) throw new PadronFault(`La CUIT representada ${represented} no esta incluida en el token`);
  const entry = ctx.state.padron.get(idPersona);
  if (!entry) throw new PadronFault('No existe persona con ese Id');
  const metadata = el('metadata', [el('fechaHora', argentinaIso(now)), el('servidor', 'simulador')]);
  return envelope(el(`ns2:${operation}Response`, [el('personaReturn', [...recordNodes(entry.persona), metadata])], { 'xmlns:ns2': PADRON_A5_NAMESPACE }));
}

function recordNodes(record: PadronRecord): XmlNode[] {
  return Object.entries(record).flatMap(([name, value]) => {
    const values = Array.isArray(value) ? value : [value];
    return values.map((v) => (typeof v === 'object' ? el(name, recordNodes(v)) : el(name, v)));
  });
}

function envelope(body: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${renderXml(el('soap:Envelope', [el('soap:Body', [body])], { 'xmlns:soap': 'http://schemas.xmlsoap.org/soap/envelope/' }))}`;
}

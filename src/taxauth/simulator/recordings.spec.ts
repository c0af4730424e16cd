import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { load } from 'js-yaml';
import { argentinaDate } from '../time';
import { padronPersona } from './simulator.fixtures';
import { ISSUER_CUIT, startTestKit, type TestKit } from '../testing/taxauth-test-kit';

/**
 * Replays the real homologation exchanges recorded in ../shared/reference/taxauth-recordings (VCR cassettes, 2021)
 * against the simulator: each WSFEv1 request, with only Token/Sign replaced and the simulator's clock at the
 * recorded date, must get an answer of the same structure as the recorded one (element names, order and
 * namespaces; the number of list items aside) with the same Err/Obs codes and texts. The cassettes are read in
 * place, not copied.
 */
const RECORDINGS = join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'taxauth-recordings');

interface Interaction {
  request: { method: string; uri: string; body: string | null; headers: Record<string, string[]> };
  response: { status: { code: number }; headers: Record<string, string[]>; body: { string: string } };
}

/**
 * Requests the recorded service had already processed before the recording (pyafipws' "reprocesar" test re-sends
 * a voucher authorized earlier): they are sent once, on their own CbteFch, before the replay.
 */
const ISSUED_BEFORE: Record<string, number[]> = { 'test_wsfev1/test_main_reprocesar.yaml': [0] };

function cassettes(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cassettes(path) : name.endsWith('.yaml') ? [path] : [];
  });
}

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '@', ignoreDeclaration: true, trimValues: true });
type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/** `{namespace}local` per element, children indented; consecutive siblings of the same shape count once. */
export function structure(xml: string): string {
  const walk = (nodes: OrderedNode[], scope: Record<string, string>, depth: number): string[] => {
    const lines: string[] = [];
    for (const node of nodes) {
      const tag = Object.keys(node).find((k) => k !== ':@');
      if (!tag || tag === '#text') continue;
      const ns = { ...scope };
      for (const [k, v] of Object.entries(node[':@'] ?? {})) {
        if (k === '@xmlns') ns[''] = v;
        else if (k.startsWith('@xmlns:')) ns[k.slice(7)] = v;
      }
      const [prefix, local] = tag.includes(':') ? tag.split(':') : ['', tag];
      const subtree = [`${'  '.repeat(depth)}{${ns[prefix] ?? ''}}${local}`, ...walk(node[tag] as OrderedNode[], ns, depth + 1)].join('\n');
      if (lines[lines.length - 1] !== subtree) lines.push(subtree);
    }
    return lines;
  };
  return walk(parser.parse(xml) as OrderedNode[], {}, 0).join('\n');
}

const available = existsSync(RECORDINGS);

(available ? describe : describe.skip)('recorded homologation exchanges replayed against the simulator', () => {
  let kit: TestKit;
  let credentials: { certPem: string; keyPem: string };
  beforeAll(async () => {
    kit = await startTestKit();
    kit.sim.control.wsaaSettings.enforceAlreadyAuthenticated = false;
    // A certificate valid on the recorded dates (June to August 2021).
    kit.sim.control.clock.set(new Date('2021-06-01T00:00:00-03:00'));
    const issued = kit.sim.issueCertificate(ISSUER_CUIT);
    credentials = { certPem: issued.certPem, keyPem: issued.keyPem ?? '' };
  });
  afterAll(() => kit.close());

  const files = available ? cassettes(RECORDINGS).sort() : [];

  it.each(files.map((f) => [f.slice(RECORDINGS.length + 1), f]))('%s', async (_name, file) => {
    const interactions = ((load(readFileSync(file, 'utf8')) as { interactions: Interaction[] }).interactions ?? []).filter(
      (i) => i.request.method === 'POST' && i.request.uri.endsWith('/wsfev1/service.asmx'),
    );
    if (!interactions.length) return;
    kit.sim.control.reset();
    const recordedAt = new Date(interactions[0].response.headers['Date'][0]);
    const issuedBefore = new Set(ISSUED_BEFORE[_name] ?? []);
    kit.sim.control.clock.set(recordedAt);
    seedFrom(kit, interactions, issuedBefore);
    // In the 2021 homologation padrón 30000000007 was a monotributista: every Factura A to it carries Obs 10217.
    kit.sim.control.setPadron('30000000007', padronPersona('30000000007', 'EMPRESA PRUEBA SA', 'MONOTRIBUTO'), 'MONOTRIBUTO');
    for (const index of issuedBefore) {
      const request = interactions[index].request.body ?? '';
      kit.sim.control.clock.set(new Date(`${/<CbteFch>(\d{4})(\d{2})(\d{2})/.exec(request)?.slice(1).join('-')}T12:00:00-03:00`));
      const earlier = await send(kit, interactions[index], await kit.wsaa.login(credentials, 'wsfe'));
      expect(earlier.body).toContain('<Resultado>A</Resultado>');
      kit.sim.control.clock.set(recordedAt);
    }
    const ticket = await kit.wsaa.login(credentials, 'wsfe');
    const problems: string[] = [];
    for (const [index, interaction] of interactions.entries()) {
      const answer = await send(kit, interaction, ticket);
      const key = `${_name}#${index}`;
      const action = interaction.request.headers['soapaction']?.[0];
      const expected = structure(interaction.response.body.string);
      const actual = structure(answer.body);
      if (answer.status !== interaction.response.status.code) problems.push(`${key}: HTTP ${answer.status} instead of ${interaction.response.status.code}`);
      else if (actual !== expected) problems.push(`${key} (${action}):\n${firstDifference(expected, actual)}`);
      else if (messagesOf(answer.body) !== messagesOf(interaction.response.body.string)) {
        problems.push(`${key} (${action}): messages ${messagesOf(answer.body)} instead of ${messagesOf(interaction.response.body.string)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * The state the recorded service had, read from the recording itself: the last number per (point of sale, type)
 * (FECompUltimoAutorizado's answer, else CbteDesde-1 of the first request), and a last voucher dated that day
 * where the first request was refused with Err 10016 although its number was the next one (the "fecha" half).
 */
/** The recorded request with only Token, Sign and CUIT replaced, sent with its recorded Content-Type and SOAPAction. */
function send(kit: TestKit, interaction: Interaction, ticket: { token: string; sign: string }) {
  const body = (interaction.request.body ?? '')
    .replace(/<Token>[^<]*<\/Token>/, `<Token>${ticket.token}</Token>`)
    .replace(/<Sign>[^<]*<\/Sign>/, `<Sign>${ticket.sign}</Sign>`)
    .replace(/<Cuit>\d+<\/Cuit>/, `<Cuit>${ISSUER_CUIT}</Cuit>`);
  const headers: Record<string, string> = { 'Content-Type': interaction.request.headers['content-type'][0] };
  const action = interaction.request.headers['soapaction']?.[0];
  if (action) headers['SOAPAction'] = action;
  return kit.http.post(kit.sim.urls.wsfe, body, { headers });
}

function seedFrom(kit: TestKit, interactions: Interaction[], issuedBefore: Set<number>): void {
  const day = argentinaDate(kit.sim.control.clock.now());
  const field = (xml: string, name: string) => Number(new RegExp(`<${name}>(\\d+)</${name}>`).exec(xml)?.[1] ?? NaN);
  const seeds = new Map<string, { ptoVta: number; cbteTipo: number; lastNro: number; lastFch?: string; decided?: boolean }>();
  for (const [index, i] of interactions.entries()) {
    const request = i.request.body ?? '';
    const answer = i.response.body.string;
    const ptoVta = field(request, 'PtoVta');
    const cbteTipo = field(request, 'CbteTipo');
    const key = `${ptoVta}:${cbteTipo}`;
    if (request.includes('<FECompUltimoAutorizado') && !seeds.has(key)) seeds.set(key, { ptoVta, cbteTipo, lastNro: field(answer, 'CbteNro') });
    if (request.includes('<FECAESolicitar') || request.includes('<FECAEARegInformativo')) {
      const desde = field(request, 'CbteDesde');
      const seed = seeds.get(key) ?? { ptoVta, cbteTipo, lastNro: desde - 1 };
      if (!seed.decided && !issuedBefore.has(index) && desde === seed.lastNro + 1 && /<Err><Code>10016<\/Code>/.test(answer)) seed.lastFch = day;
      seed.decided = true;
      seeds.set(key, seed);
    }
  }
  for (const { ptoVta, cbteTipo, lastNro, lastFch } of seeds.values()) kit.sim.control.seedSequence({ cuit: ISSUER_CUIT, ptoVta, cbteTipo, lastNro, lastFch });
}

/** The Err/Obs/Evt codes and texts of an answer, in order: every rule code and text checked against its recording. */
const messagesOf = (xml: string) => [...xml.matchAll(/<Code>(\d+)<\/Code><Msg>([^<]*)<\/Msg>/g)].map((m) => `${m[1]} ${m[2]}`).join(' | ');

/** The first differing line of two structures, with a few lines of context. */
function firstDifference(expected: string, actual: string): string {
  const e = expected.split('\n');
  const a = actual.split('\n');
  let i = 0;
  while (i < e.length && e[i] === a[i]) i++;
  const from = Math.max(0, i - 3);
  return `--- recorded\n${e.slice(from, i + 4).join('\n')}\n--- simulator\n${a.slice(from, i + 4).join('\n')}`;
}

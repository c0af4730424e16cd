import * as dns from 'dns';
import { BlockList, isIP } from 'net';

/**
 * SSRF guard for webhook URLs (STYLE 19): a webhook must not make the service call into its own network. The
 * host is resolved (every address) and each address classified; delivery then connects to the checked address
 * (see `pinnedLookup`), so a DNS answer that changes between the check and the connection (rebinding) is not used.
 */
export interface SsrfPolicy {
  /** 127.0.0.0/8 and ::1 (tests, a receiver on the same machine). http is accepted for these. */
  allowLoopback?: boolean;
  /** RFC 1918, CGNAT, unique-local IPv6 (an on-premises receiver). http is accepted for these. */
  allowPrivateNetworks?: boolean;
  /**
   * Ports a public target may use (default `DEFAULT_WEBHOOK_PORTS`): a webhook must not reach a mail, database or
   * admin port of somebody else's host. Allowed loopback and private targets may use any port.
   */
  allowedPorts?: readonly number[];
}

export const DEFAULT_WEBHOOK_PORTS: readonly number[] = [443, 8443];

export type AddressClass =
  | 'public' | 'loopback' | 'private' | 'cgnat' | 'link_local' | 'multicast' | 'unspecified' | 'broadcast' | 'reserved';

export type WebhookUrlProblem =
  | 'invalid_url' | 'unsupported_scheme' | 'https_required' | 'credentials_in_url' | 'unresolvable_host' | 'blocked_address' | 'port_not_allowed';

export class WebhookUrlError extends Error {
  constructor(readonly code: WebhookUrlProblem, message: string, readonly address?: string) {
    super(message);
    this.name = 'WebhookUrlError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface CheckedTarget {
  url: URL;
  addresses: ResolvedAddress[];
}

export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

const v4 = (ranges: Array<[string, number, AddressClass]>) => ranges;
const IPV4_RANGES = v4([
  ['0.0.0.0', 8, 'unspecified'], ['10.0.0.0', 8, 'private'], ['100.64.0.0', 10, 'cgnat'], ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link_local'], ['172.16.0.0', 12, 'private'], ['192.0.0.0', 24, 'reserved'], ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'], ['192.168.0.0', 16, 'private'], ['198.18.0.0', 15, 'reserved'], ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'], ['224.0.0.0', 4, 'multicast'], ['240.0.0.0', 4, 'reserved'], ['255.255.255.255', 32, 'broadcast'],
]);
const IPV6_RANGES: Array<[string, number, AddressClass]> = [
  ['::', 128, 'unspecified'], ['::1', 128, 'loopback'], ['fe80::', 10, 'link_local'], ['fec0::', 10, 'reserved'],
  ['fc00::', 7, 'private'], ['ff00::', 8, 'multicast'], ['100::', 64, 'reserved'], ['2001:db8::', 32, 'reserved'],
  ['2001::', 23, 'reserved'], ['::', 96, 'reserved'],
];

const lists = new Map<AddressClass, BlockList>();
for (const [network, prefix, cls] of IPV4_RANGES) listFor(cls).addSubnet(network, prefix, 'ipv4');
for (const [network, prefix, cls] of IPV6_RANGES) listFor(cls).addSubnet(network, prefix, 'ipv6');
// Order matters: the most specific classes first (::/128 before the ::/96 IPv4-compatible block).
const ORDER: AddressClass[] = ['unspecified', 'loopback', 'broadcast', 'link_local', 'cgnat', 'private', 'multicast', 'reserved'];

function listFor(cls: AddressClass): BlockList {
  let list = lists.get(cls);
  if (!list) {
    list = new BlockList();
    lists.set(cls, list);
  }
  return list;
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
export function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const groups = expandIpv6(lower);
  if (!groups) return null;
  const toV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return toV4(groups[1]!, groups[2]!);
  return null;
}

function expandIpv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.split('%')[0]!;
  const v4tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4tail) {
    const p = v4tail[1]!.split('.').map(Number);
    text = text.slice(0, -v4tail[1]!.length) + `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const h = parse(head);
  const t = tail === undefined ? [] : parse(tail);
  const missing = 8 - h.length - t.length;
  return [...h, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...t];
}

export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) throw new RangeError(`${address} is not an IP address`);
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner !== null) {
      const innerClass = classifyAddress(inner);
      // A mapped public IPv4 is as public as the IPv4 itself; NAT64/6to4 of a private one is not.
      return innerClass;
    }
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const cls of ORDER) if (lists.get(cls)?.check(address, type)) return cls;
  return 'public';
}

function allowed(cls: AddressClass, policy: SsrfPolicy): boolean {
  if (cls === 'public') return true;
  if (cls === 'loopback') return policy.allowLoopback === true;
  if (cls === 'private' || cls === 'cgnat') return policy.allowPrivateNetworks === true;
  return false;
}

/** Syntax checks that need no DNS: scheme, credentials. Use at creation for a fast 400. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('invalid_url', 'The webhook url is not a valid absolute URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookUrlError('unsupported_scheme', 'The webhook url must use https.');
  if (url.username || url.password) throw new WebhookUrlError('credentials_in_url', 'The webhook url must not carry credentials; use headers.');
  return url;
}

export const systemLookupAll: LookupAll = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export interface CheckOptions {
  /**
   * At registration a host that does not resolve now (no DNS record yet, a resolver down) is accepted with no
   * addresses: delivery checks again before every connection and retries while it still does not resolve.
   */
  acceptUnresolved?: boolean;
}

/**
 * Resolves the URL's host and refuses it when any address is not allowed by `policy`; http only when every
 * address is an allowed loopback or private one. Returns the addresses to connect to.
 */
export async function checkWebhookTarget(raw: string, policy: SsrfPolicy, lookupAll: LookupAll = systemLookupAll, options: CheckOptions = {}): Promise<CheckedTarget> {
  const url = parseWebhookUrl(raw);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await lookupAll(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      if (!options.acceptUnresolved) throw new WebhookUrlError('unresolvable_host', `The webhook host ${host} does not resolve.`);
      // Unknown addresses: only https, as for a public host.
      if (url.protocol === 'http:') throw new WebhookUrlError('https_required', 'The webhook url must use https.');
      checkPort(url, policy);
      return { url, addresses };
    }
  }
  const classes = addresses.map((a) => ({ ...a, cls: classifyAddress(a.address) }));
  const refused = classes.find((a) => !allowed(a.cls, policy));
  if (refused) {
    throw new WebhookUrlError('blocked_address', `The webhook host resolves to a ${refused.cls.replace('_', '-')} address (${refused.address}), which is not allowed.`, refused.address);
  }
  if (url.protocol === 'http:' && classes.some((a) => a.cls === 'public')) {
    throw new WebhookUrlError('https_required', 'The webhook url must use https.');
  }
  if (classes.some((a) => a.cls === 'public')) checkPort(url, policy);
  return { url, addresses };
}

function checkPort(url: URL, policy: SsrfPolicy): void {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const allowedPorts = policy.allowedPorts ?? DEFAULT_WEBHOOK_PORTS;
  if (!allowedPorts.includes(port)) {
    throw new WebhookUrlError('port_not_allowed', `The webhook port ${port} is not allowed (allowed: ${allowedPorts.join(', ')}).`);
  }
}

/**
 * A `lookup` for http(s).request that answers with the already-checked addresses only, so the connection goes
 * where the guard looked (TLS still verifies the certificate against the URL's host name).
 */
export function pinnedLookup(addresses: ResolvedAddress[]) {
  return (
    _hostname: string,
    options: dns.LookupOptions | number | undefined,
    callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
  ): void => {
    const all = typeof options === 'object' && options !== null && options.all === true;
    if (all) callback(null, addresses.map((a) => ({ address: a.address, family: a.family })));
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

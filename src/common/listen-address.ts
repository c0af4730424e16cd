import type { AddressInfo } from 'node:net';

/** The address a server is bound to, as a URL; the wildcard addresses say so instead of naming one interface. */
export function listeningOn(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return String(address);
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${wildcard ? ' (every interface)' : ''}`;
}

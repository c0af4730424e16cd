import { DEFAULT_CIPHERS } from 'node:tls';
import { LEGACY_CIPHERS, TaxAuthHttpClient } from './taxauth-http';

describe('TaxAuthHttpClient TLS scoping', () => {
  const client = new TaxAuthHttpClient();
  afterAll(() => client.close());

  it.each([
    'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
    'https://wsaa.arca.gov.ar/ws/services/LoginCms',
  ])('uses the legacy-cipher agent for the tax authority host %s', (url) => {
    expect(client.agentFor(new URL(url))).toBe(client.legacyTlsAgent);
  });

  it.each(['https://example.com/', 'https://afip.gov.ar.evil.example/', 'https://notafip.gov.ar.example.com/'])('keeps the default agent for %s', (url) => {
    expect(client.agentFor(new URL(url))).toBe(client.defaultHttpsAgent);
  });

  it('configures only the dedicated agent; global TLS defaults stay untouched', () => {
    expect(client.legacyTlsAgent.options.ciphers).toBe(LEGACY_CIPHERS);
    expect(client.defaultHttpsAgent.options.ciphers).toBeUndefined();
    expect(DEFAULT_CIPHERS).not.toContain('SECLEVEL=1');
  });

  it('honours a configured host list', () => {
    const scoped = new TaxAuthHttpClient({ taxAuthHosts: ['mirror.internal'] });
    try {
      expect(scoped.agentFor(new URL('https://ws.mirror.internal/x'))).toBe(scoped.legacyTlsAgent);
      expect(scoped.agentFor(new URL('https://wsaa.afip.gov.ar/x'))).toBe(scoped.defaultHttpsAgent);
    } finally {
      scoped.close();
    }
  });
});

import { X509Certificate } from 'node:crypto';
import * as forge from 'node-forge';
import { certificateMatchesKey, createCsr, generateKeyAndCsr, generateRsaKey, isExpired, parseCertificate } from './certificates';
import { CmsVerificationError, signCms, verifyCms } from './cms';
import { TestCertificateAuthority } from './test-ca';

describe('taxauth crypto', () => {
  const ca = TestCertificateAuthority.create();
  const creds = ca.issueForCuit('20111111112', { commonName: 'prueba' });

  it('creates a CSR with the subject the tax authority requires', () => {
    const { keyPem, csrPem } = generateKeyAndCsr({ cuit: '20267565393', organization: 'ACME SA', commonName: 'acme-fe' });
    const csr = forge.pki.certificationRequestFromPem(csrPem);
    expect(csr.verify()).toBe(true);
    const attrs = csr.subject.attributes.map((a) => [a.type, a.value]);
    expect(attrs).toEqual([
      ['2.5.4.6', 'AR'],
      ['2.5.4.10', 'ACME SA'],
      ['2.5.4.3', 'acme-fe'],
      ['2.5.4.5', 'CUIT 20267565393'],
    ]);
    const key = forge.pki.privateKeyFromPem(keyPem);
    expect(key.n.bitLength()).toBe(2048);
  });

  it('parses a certificate: CUIT, expiry, fingerprint and key match', () => {
    const info = parseCertificate(creds.certPem);
    expect(info.cuit).toBe('20111111112');
    expect(info.commonName).toBe('prueba');
    expect(info.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(info.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(isExpired(info, new Date())).toBe(false);
    expect(isExpired(info, new Date(info.notAfter.getTime() + 1000))).toBe(true);
    expect(certificateMatchesKey(creds.certPem, creds.keyPem)).toBe(true);
    expect(certificateMatchesKey(creds.certPem, generateRsaKey())).toBe(false);
    expect(new X509Certificate(creds.certPem).verify(new X509Certificate(ca.certPem).publicKey)).toBe(true);
  });

  it('rejects a CSR for a malformed CUIT', () => {
    expect(() => createCsr(creds.keyPem, { cuit: '2011', organization: 'x', commonName: 'y' })).toThrow('11 digits');
  });

  it('signs CMS SignedData (SHA-256, attached, signer cert) that verifies', () => {
    const tra = '<loginTicketRequest version="1.0"><service>wsfe</service></loginTicketRequest>';
    const cms = signCms(tra, creds.certPem, creds.keyPem);
    const verified = verifyCms(`\n ${cms}\n`);
    expect(verified.content.toString('utf8')).toBe(tra);
    expect(verified.digestAlgorithm).toBe('sha256');
    expect(verified.signer.subject).toContain('serialNumber=CUIT 20111111112');
  });

  it('detects a tampered CMS and garbage input', () => {
    const cms = Buffer.from(signCms('<a>original</a>', creds.certPem, creds.keyPem), 'base64');
    const tampered = Buffer.from(cms.toString('binary').replace('original', 'tampered'), 'binary').toString('base64');
    expect(() => verifyCms(tampered)).toThrow(expect.objectContaining({ code: 'cms.sign.invalid' }));
    expect(() => verifyCms('not base64 !!')).toThrow(CmsVerificationError);
    expect(() => verifyCms(Buffer.from('hello').toString('base64'))).toThrow(expect.objectContaining({ code: 'cms.bad' }));
  });
});

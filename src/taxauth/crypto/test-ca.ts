import { randomBytes } from 'node:crypto';
import * as forge from 'node-forge';
import { CertificateError, createCsr, forgePrivateKey, generateRsaKey } from './certificates';
import { systemClock } from '../../common/clock';

export interface IssueOptions {
  notBefore?: Date;
  validityDays?: number;
}

export interface IssuedCredentials {
  certPem: string;
  keyPem: string;
}

/**
 * A small certificate authority standing in for the tax authority's test CA ("Computadores Test"), so the
 * simulator can verify logins and tests/demo mode can get a certificate for any CUIT without the portal.
 */
export class TestCertificateAuthority {
  private constructor(readonly certPem: string, readonly keyPem: string) {}

  static create(options: { commonName?: string; validityDays?: number; now?: Date } = {}): TestCertificateAuthority {
    const keyPem = generateRsaKey(2048);
    const key = forgePrivateKey(keyPem);
    const cert = forge.pki.createCertificate();
    cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
    cert.serialNumber = serial();
    const now = options.now ?? systemClock.now();
    cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
    cert.validity.notAfter = new Date(now.getTime() + (options.validityDays ?? 3650) * 24 * 3600_000);
    const subject = [
      { name: 'countryName', value: 'AR' },
      { name: 'organizationName', value: 'AFIP' },
      { name: 'commonName', value: options.commonName ?? 'Computadores Test (simulador)' },
    ];
    cert.setSubject(subject);
    cert.setIssuer(subject);
    cert.setExtensions([
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ]);
    cert.sign(key, forge.md.sha256.create());
    return new TestCertificateAuthority(forge.pki.certificateToPem(cert), keyPem);
  }

  static fromPem(certPem: string, keyPem: string): TestCertificateAuthority {
    return new TestCertificateAuthority(certPem, keyPem);
  }

  /** Signs a CSR as the tax authority's portal would, keeping the CSR's subject. */
  issueFromCsr(csrPem: string, options: IssueOptions = {}): string {
    let csr: forge.pki.CertificateSigningRequest;
    try {
      csr = forge.pki.certificationRequestFromPem(csrPem);
    } catch (error) {
      throw new CertificateError('csr_invalid', 'The CSR is not valid PEM', { cause: error });
    }
    if (!csr.verify()) throw new CertificateError('csr_invalid', 'The CSR signature does not verify');
    const caCert = forge.pki.certificateFromPem(this.certPem);
    const cert = forge.pki.createCertificate();
    if (!csr.publicKey) throw new CertificateError('csr_invalid', 'The CSR has no public key');
    cert.publicKey = csr.publicKey;
    cert.serialNumber = serial();
    const notBefore = options.notBefore ?? new Date(Date.now() - 3600_000);
    cert.validity.notBefore = notBefore;
    cert.validity.notAfter = new Date(notBefore.getTime() + (options.validityDays ?? 730) * 24 * 3600_000);
    cert.setSubject(csr.subject.attributes);
    cert.setIssuer(caCert.subject.attributes);
    cert.setExtensions([
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    ]);
    cert.sign(forgePrivateKey(this.keyPem), forge.md.sha256.create());
    return forge.pki.certificateToPem(cert);
  }

  /** A fresh key and a certificate for a CUIT in one step (tests, embedded demo). */
  issueForCuit(cuit: string, options: IssueOptions & { commonName?: string; organization?: string } = {}): IssuedCredentials {
    const keyPem = generateRsaKey(2048);
    const csrPem = createCsr(keyPem, {
      cuit,
      organization: options.organization ?? 'Facturador',
      commonName: options.commonName ?? `facturador-${cuit}`,
    });
    return { keyPem, certPem: this.issueFromCsr(csrPem, options) };
  }
}

/** Positive 16-byte serial (leading byte < 0x80 so DER keeps it positive). */
function serial(): string {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0] & 0x7f;
  return bytes.toString('hex');
}

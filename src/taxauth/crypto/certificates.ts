import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import * as forge from 'node-forge';

/** What the service needs to know about a certificate (expiry, owner CUIT, fingerprint for the ticket cache). */
export interface CertificateInfo {
  subject: string;
  issuer: string;
  commonName: string | null;
  /** From the subject's `serialNumber=CUIT <11 digits>` (TAXAUTH.md §1.3). */
  cuit: string | null;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the DER, lowercase hex without separators. */
  fingerprint: string;
}

export class CertificateError extends Error {
  constructor(readonly code: 'certificate_invalid' | 'key_invalid' | 'csr_invalid', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CertificateError';
  }
}

export function parseCertificate(pem: string): CertificateInfo {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(pem);
  } catch (error) {
    throw new CertificateError('certificate_invalid', 'The certificate is not a valid PEM or DER X.509 certificate', { cause: error });
  }
  return {
    subject: x509.subject,
    issuer: x509.issuer,
    commonName: /^CN=(.*)$/m.exec(x509.subject)?.[1] ?? null,
    cuit: cuitFromSubject(x509.subject),
    serialNumber: x509.serialNumber,
    notBefore: new Date(x509.validFrom),
    notAfter: new Date(x509.validTo),
    fingerprint: x509.fingerprint256.replace(/:/g, '').toLowerCase(),
  };
}

/** Accepts Node's multi-line subject or a one-line DN (`SERIALNUMBER=CUIT 20…, CN=…`). */
export function cuitFromSubject(subject: string): string | null {
  return /serialNumber\s*=\s*CUIT\s*(\d{11})/i.exec(subject)?.[1] ?? null;
}

export function certificateMatchesKey(certPem: string, keyPem: string): boolean {
  try {
    return new X509Certificate(certPem).checkPrivateKey(createPrivateKey(keyPem));
  } catch {
    return false;
  }
}

export function isExpired(info: CertificateInfo, now: Date): boolean {
  return now.getTime() >= info.notAfter.getTime() || now.getTime() < info.notBefore.getTime();
}

/** RSA key as PKCS#1 PEM. Node's native generator: node-forge's pure-JS one takes seconds for 2048 bits. */
export function generateRsaKey(bits = 2048): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return privateKey;
}

/** node-forge reads PKCS#1 RSA keys; normalise PKCS#8 or other PEM forms through Node first. */
export function forgePrivateKey(keyPem: string): forge.pki.rsa.PrivateKey {
  try {
    const pkcs1 = createPrivateKey(keyPem).export({ type: 'pkcs1', format: 'pem' }).toString();
    return forge.pki.privateKeyFromPem(pkcs1);
  } catch (error) {
    throw new CertificateError('key_invalid', 'The private key is not a valid unencrypted RSA key in PEM form', { cause: error });
  }
}

export interface CsrSubject {
  cuit: string;
  /** O= — company name. */
  organization: string;
  /** CN= — the alias the user will see on the tax authority's portal. */
  commonName: string;
}

/**
 * CSR for the tax authority's portal: `C=AR, O=<company>, CN=<alias>, serialNumber=CUIT <cuit>`
 * (TAXAUTH.md §1.3). serialNumber is given by OID because node-forge has no short name for it.
 */
export function createCsr(keyPem: string, subject: CsrSubject): string {
  if (!/^\d{11}$/.test(subject.cuit)) throw new CertificateError('csr_invalid', 'The CUIT must have 11 digits');
  const key = forgePrivateKey(keyPem);
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  csr.setSubject([
    { name: 'countryName', value: 'AR' },
    { name: 'organizationName', value: subject.organization },
    { name: 'commonName', value: subject.commonName },
    { type: '2.5.4.5', value: `CUIT ${subject.cuit}` },
  ]);
  csr.sign(key, forge.md.sha256.create());
  return forge.pki.certificationRequestToPem(csr);
}

export function generateKeyAndCsr(subject: CsrSubject): { keyPem: string; csrPem: string } {
  const keyPem = generateRsaKey(2048);
  return { keyPem, csrPem: createCsr(keyPem, subject) };
}

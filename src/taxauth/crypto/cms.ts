import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import * as forge from 'node-forge';
import { forgePrivateKey } from './certificates';
import { systemClock } from '../../common/clock';

/**
 * CMS SignedData of the TRA as WSAA wants it: SHA-256, content attached, signer certificate included,
 * authenticated attributes contentType/messageDigest/signingTime (TAXAUTH.md §1.3). Returns base64 DER.
 */
export function signCms(content: string, certPem: string, keyPem: string, signingTime: Date = systemClock.now()): string {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(content, 'utf8');
  const certificate = forge.pki.certificateFromPem(certPem);
  p7.addCertificate(certificate);
  p7.addSigner({
    key: forgePrivateKey(keyPem),
    certificate,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      { type: forge.pki.oids.signingTime, value: signingTime.toISOString() },
    ],
  });
  p7.sign();
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary').toString('base64');
}

export type CmsFaultCode = 'cms.bad' | 'cms.bad.base64' | 'cms.cert.notFound' | 'cms.sign.invalid';

export class CmsVerificationError extends Error {
  constructor(readonly code: CmsFaultCode, message: string) {
    super(message);
    this.name = 'CmsVerificationError';
  }
}

export interface VerifiedCms {
  content: Buffer;
  signer: X509Certificate;
  digestAlgorithm: 'sha256' | 'sha1' | 'sha512';
}

const DIGESTS: Record<string, VerifiedCms['digestAlgorithm']> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';

/**
 * Verifies a base64 CMS SignedData with attached content (the simulator's side of loginCms): the content digest,
 * the signature over the signed attributes and the presence of the signer's certificate. Trust in the certificate
 * (issuer, validity) is checked by the caller.
 */
export function verifyCms(base64: string): VerifiedCms {
  const compact = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) throw new CmsVerificationError('cms.bad.base64', 'El CMS no esta codificado en base64');
  const der = Buffer.from(compact, 'base64');

  let root: forge.asn1.Asn1;
  try {
    root = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  } catch {
    throw new CmsVerificationError('cms.bad', 'No se ha podido interpretar el CMS');
  }
  const signedData = nth(nth(root, 1), 0);
  const parts = children(signedData);
  const encap = parts[2];
  const contentOctets = children(encap)[1] ? nth(children(encap)[1], 0) : undefined;
  if (!contentOctets) throw new CmsVerificationError('cms.bad', 'El CMS no contiene el TRA (contenido no adjunto)');
  const content = Buffer.from(octets(contentOctets), 'binary');

  const certificates = parts
    .filter((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0)
    .flatMap((p) => children(p))
    .map((c) => new X509Certificate(Buffer.from(forge.asn1.toDer(c).getBytes(), 'binary')));
  const signerInfo = children(parts[parts.length - 1])[0];
  if (!signerInfo) throw new CmsVerificationError('cms.bad', 'El CMS no contiene firmantes');
  const signerFields = children(signerInfo);
  const serial = Buffer.from(String(nth(signerFields[1], 1).value), 'binary').toString('hex').replace(/^0+/, '').toUpperCase();
  const signer = certificates.find((c) => c.serialNumber.replace(/^0+/, '').toUpperCase() === serial);
  if (!signer) throw new CmsVerificationError('cms.cert.notFound', 'No se encontro el certificado del firmante en el CMS');

  const digestAlgorithm = DIGESTS[forge.asn1.derToOid(String(nth(signerFields[2], 0).value))];
  if (!digestAlgorithm) throw new CmsVerificationError('cms.bad', 'Algoritmo de digest no soportado');
  const signedAttrs = signerFields.find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 0);
  const signature = Buffer.from(String(signerFields[signerFields.length - 1].value), 'binary');

  let signedBytes: Buffer = content;
  if (signedAttrs) {
    const digestAttr = children(signedAttrs).find((a) => forge.asn1.derToOid(String(nth(a, 0).value)) === OID_MESSAGE_DIGEST);
    const declared = digestAttr ? Buffer.from(octets(nth(nth(digestAttr, 1), 0)), 'binary') : undefined;
    const actual = createHash(digestAlgorithm).update(content).digest();
    if (!declared || !declared.equals(actual)) throw new CmsVerificationError('cms.sign.invalid', 'El digest del contenido no coincide');
    // The signature covers the attributes re-encoded as a SET (RFC 5652 §5.4), not the [0] IMPLICIT form.
    const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(signedAttrs));
    signedBytes = Buffer.from(forge.asn1.toDer(asSet).getBytes(), 'binary');
  }
  if (!verifySignature(digestAlgorithm, signedBytes, signer.publicKey, signature)) {
    throw new CmsVerificationError('cms.sign.invalid', 'Firma invalida');
  }
  return { content, signer, digestAlgorithm };
}

function children(node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] {
  if (!node || !Array.isArray(node.value)) throw new CmsVerificationError('cms.bad', 'Estructura CMS inesperada');
  return node.value;
}

function nth(node: forge.asn1.Asn1 | undefined, index: number): forge.asn1.Asn1 {
  const found = children(node)[index];
  if (!found) throw new CmsVerificationError('cms.bad', 'Estructura CMS inesperada');
  return found;
}

/** An OCTET STRING may be primitive or constructed (BER chunks). */
function octets(node: forge.asn1.Asn1): string {
  return Array.isArray(node.value) ? node.value.map(octets).join('') : String(node.value);
}

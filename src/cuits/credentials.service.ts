import { Inject, Injectable } from '@nestjs/common';
import type { Environment } from '../common/auth';
import { formatCuit } from '../common/cuit';
import { AppError } from '../common/errors';
import { SecretBox } from '../common/secrets';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Database } from '../db/database';
import { certificateMatchesKey, CertificateError, generateKeyAndCsr, isExpired, parseCertificate } from '../taxauth/crypto/certificates';
import { CredentialsRepository } from './credentials.repository';
import { CuitsRepository } from './cuits.repository';
import { CuitsService } from './cuits.service';
import { nextSetupStatus } from './setup-status';

export interface SigningMaterial {
  certPem: string;
  keyPem: string;
  fingerprint: string;
  expiresAt: Date;
}

/**
 * Certificates and private keys per CUIT and environment. Dashboard and CLI operations only: no API-key
 * endpoint reaches this service, and nothing it returns to callers contains a private key.
 */
@Injectable()
export class CredentialsService {
  private readonly box: SecretBox;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(CredentialsRepository) private readonly repository: CredentialsRepository,
    @Inject(CuitsRepository) private readonly cuits: CuitsRepository,
    @Inject(CuitsService) private readonly cuitsService: CuitsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.secretsKey);
  }

  /** RSA-2048 key + CSR with the subject the tax authority requires; the key waits until its certificate arrives. */
  async createCsr(accountId: string, cuitId: string, environment: Environment, subject: { organization: string; commonName?: string }): Promise<string> {
    const cuit = await this.cuitsService.require({ accountId }, cuitId);
    const { keyPem, csrPem } = generateKeyAndCsr({
      cuit: cuit.number,
      organization: subject.organization,
      commonName: subject.commonName ?? `facturador-${cuit.number}-${environment}`,
    });
    await this.database.transaction(async (tx) => {
      await this.repository.upsert(tx, cuit.id, environment, {
        pendingPrivateKeySealed: this.box.seal(keyPem, sealContext(cuit.id, environment)),
        pendingCsrPem: csrPem,
      });
      const stateColumn = environment === 'testing' ? 'testingSetupState' : 'productionSetupState';
      const current = environment === 'testing' ? cuit.testingSetupState : cuit.productionSetupState;
      await this.cuits.update(cuit.accountId, cuit.id, {
        [stateColumn]: current === 'COMPLETED' ? 'COMPLETED' : 'REQUESTED',
        setupStatus: nextSetupStatus(cuit.setupStatus, { type: 'csr_created' }),
        integrationMode: cuit.integrationMode ?? 'CERTIFICATE',
      }, tx);
    });
    return csrPem;
  }

  /**
   * Stores the certificate issued by the tax authority for a pending CSR key, the current key, or the
   * key given with it. It must match the key, be valid now, and name this CUIT in its subject.
   */
  // Inside a transaction only `tx` may be used: PGlite has one connection, so a query on the root handle
  // would wait for the transaction that waits for it.
  async uploadCertificate(accountId: string, cuitId: string, environment: Environment, certPem: string, keyPem?: string, at?: Date) {
    const cuit = await this.cuitsService.require({ accountId }, cuitId);
    // Validity is a fact of the real world, checked on the database's clock as the date sent to ARCA is: the
    // injected Clock moves only for the date rules (a test's ManualClock must not expire a certificate).
    const now = at ?? (await this.database.now());
    let info;
    try {
      info = parseCertificate(certPem);
    } catch (error) {
      throw credentialError('certificate_invalid', error instanceof CertificateError ? error.message : 'The certificate cannot be read.');
    }
    if (isExpired(info, now)) {
      throw credentialError('certificate_expired', `The certificate is valid from ${info.notBefore.toISOString()} to ${info.notAfter.toISOString()}.`, 'Issue a new certificate on the tax authority portal and upload it.');
    }
    if (info.cuit !== cuit.number) {
      throw credentialError('certificate_cuit_mismatch', `The certificate names CUIT ${info.cuit ?? '(none)'} and this is ${formatCuit(cuit.number)}.`, "Upload the certificate issued for this CUIT's CSR.");
    }
    const existing = await this.find(cuit.id, environment);
    const candidates: Array<{ pem: string; from: 'given' | 'pending' | 'current' }> = [];
    if (keyPem) candidates.push({ pem: keyPem, from: 'given' });
    if (existing?.pendingPrivateKeySealed) candidates.push({ pem: this.unseal(existing.pendingPrivateKeySealed, cuit.id, environment), from: 'pending' });
    if (existing?.privateKeySealed) candidates.push({ pem: this.unseal(existing.privateKeySealed, cuit.id, environment), from: 'current' });
    const match = candidates.find((c) => certificateMatchesKey(certPem, c.pem));
    if (!match) {
      throw credentialError(
        'certificate_key_mismatch',
        keyPem ? 'The certificate does not match the private key sent with it.' : 'The certificate does not match any key generated for this CUIT.',
        'Upload the certificate issued for the latest CSR of this CUIT and environment, or send the matching private key.',
      );
    }

    await this.database.transaction(async (tx) => {
      await this.repository.upsert(tx, cuit.id, environment, {
        privateKeySealed: this.box.seal(match.pem, sealContext(cuit.id, environment)),
        certificatePem: certPem,
        certificateFingerprint: info.fingerprint,
        certificateExpiresAt: info.notAfter,
        ...(match.from === 'pending' ? { pendingPrivateKeySealed: null, pendingCsrPem: null } : {}),
      });
      const env = environment === 'testing'
        ? { testingCertificateValid: true, testingCertificateExpiration: info.notAfter, testingSetupState: 'COMPLETED' as const }
        : { productionCertificateValid: true, productionCertificateExpiration: info.notAfter, productionSetupState: 'COMPLETED' as const };
      await this.cuits.update(cuit.accountId, cuit.id, {
        ...env,
        integrationMode: cuit.integrationMode ?? 'CERTIFICATE',
        setupStatus: nextSetupStatus(cuit.setupStatus, { type: 'certificate_installed', environment }),
      }, tx);
    });
    return { fingerprint: info.fingerprint, expiresAt: info.notAfter, subject: info.subject };
  }

  /** Certificate and key to sign a WSAA login; null when the CUIT has none for the environment. */
  async signingMaterial(cuitId: string, environment: Environment): Promise<SigningMaterial | null> {
    const row = await this.find(cuitId, environment);
    if (!row?.certificatePem || !row.privateKeySealed || !row.certificateFingerprint || !row.certificateExpiresAt) return null;
    return {
      certPem: row.certificatePem,
      keyPem: this.unseal(row.privateKeySealed, cuitId, environment),
      fingerprint: row.certificateFingerprint,
      expiresAt: row.certificateExpiresAt,
    };
  }

  private unseal(sealed: string, cuitId: string, environment: Environment): string {
    try {
      return this.box.open(sealed, sealContext(cuitId, environment));
    } catch (error) {
      throw new AppError(500, 'secrets_key_mismatch', 'A stored private key cannot be decrypted with the configured SECRETS_KEY.', {
        resolution: 'Every process must run with the SECRETS_KEY that sealed the keys: restore it (or install the certificate again).',
        cause: error,
      });
    }
  }

  async pendingCsr(cuitId: string, environment: Environment): Promise<string | null> {
    return (await this.find(cuitId, environment))?.pendingCsrPem ?? null;
  }

  private find(cuitId: string, environment: Environment) {
    return this.repository.find(cuitId, environment);
  }
}

const sealContext = (cuitId: string, environment: Environment) => `cuit-key:${cuitId}:${environment}`;

function credentialError(code: string, message: string, resolution = 'Check the file and try again.'): AppError {
  return new AppError(400, code, message, { resolution });
}

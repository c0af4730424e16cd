import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import type { AuthContext, Environment } from '../common/auth';
import { formatCuit } from '../common/cuit';
import { AppError } from '../common/errors';
import { voucherTypeName } from '../common/taxauth-codes';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Database, databaseNow } from '../db/database';
import { EventsService } from '../events/events.service';
import { PadronRegistryService, type RegistryAnswer } from '../taxauth/padron/padron-registry.service';
import { taxauthUnavailable } from '../taxauth/taxauth.errors';
import { PADRON_SERVICE, TaxauthService } from '../taxauth/taxauth.service';
import type { WsaaCredentials } from '../taxauth/wsaa/wsaa.client';
import type { PointOfSale, WsfeAuth } from '../taxauth/wsfe/wsfe.types';
import { CredentialsService } from './credentials.service';
import { toCuitResponse } from './cuits.mapper';
import { CuitsRepository, type CuitRow } from './cuits.repository';
import { CuitsService } from './cuits.service';
import { issuableVoucherTypes } from './issuable-types';
import { nextSetupStatus } from './setup-status';
import { storedPointsOfSale } from './setup-progress';

/** Everything a CUIT asks of the tax authority: sign-in with its credentials, points of sale, registry data, delegation. */
@Injectable()
export class CuitTaxauthService {
  private readonly logger = new Logger('CuitTaxauth');

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(CuitsService) private readonly cuitsService: CuitsService,
    @Inject(CuitsRepository) private readonly cuits: CuitsRepository,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(TaxauthService) private readonly taxauth: TaxauthService,
    @Inject(EventsService) private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PadronRegistryService) private readonly registry: PadronRegistryService,
  ) {}

  /** The credentials that sign in for a CUIT: its own certificate, or the platform's in DELEGATION mode. */
  async signingCredentials(cuit: CuitRow, environment: Environment): Promise<WsaaCredentials> {
    if (cuit.integrationMode === 'DELEGATION') {
      const platform = this.config.taxauth.platform;
      if (!platform) {
        throw new AppError(500, 'taxauth_unavailable', `CUIT ${formatCuit(cuit.number)} is in DELEGATION mode but no platform certificate is configured.`, {
          resolution: 'Set TAXAUTH_PLATFORM_CUIT, TAXAUTH_PLATFORM_CERT_FILE and TAXAUTH_PLATFORM_KEY_FILE, or switch the CUIT to CERTIFICATE mode.',
        });
      }
      return { certPem: readFileSync(platform.certFile, 'utf8'), keyPem: readFileSync(platform.keyFile, 'utf8') };
    }
    const material = await this.credentials.signingMaterial(cuit.id, environment);
    if (!material) {
      throw new AppError(500, 'taxauth_unavailable', `CUIT ${formatCuit(cuit.number)} has no ${environment} certificate, so the tax authority cannot be queried.`, {
        resolution: `Generate a CSR (npm run cli -- cuit:csr --env ${environment} …), get the certificate from the tax authority portal and install it (cuit:certificate).`,
      });
    }
    return material;
  }

  /** WSFEv1 Auth for the CUIT; records the ticket's expiry and that the connection works. */
  async wsfeAuth(cuit: CuitRow, environment: Environment): Promise<WsfeAuth> {
    const credentials = await this.signingCredentials(cuit, environment);
    try {
      const auth = await this.taxauth.wsfeAuth(environment, credentials, cuit.number);
      await this.cuits.update(cuit.accountId, cuit.id, environment === 'testing' ? { testingTaExpiration: auth.expiresAt } : { productionTaExpiration: auth.expiresAt });
      return { token: auth.token, sign: auth.sign, cuit: auth.cuit };
    } catch (error) {
      await this.markConnection(cuit, environment, false);
      throw taxauthUnavailable(error, `sign in for CUIT ${formatCuit(cuit.number)}`);
    }
  }

  /**
   * POST /cuits/{id}/pos: asks the tax authority (production, as the specification says) for the CUIT's points
   * of sale and stores its answer. Also refreshes the registry data (best effort) and completes onboarding.
   */
  async refreshPointsOfSale(auth: AuthContext, cuitId: string, environment: Environment = 'production') {
    const cuit = await this.cuitsService.require(auth, cuitId);
    const started = nextSetupStatus(cuit.setupStatus, { type: 'automation_started' });
    await this.setStatus(cuit, started);
    let points: PointOfSale[];
    let errors: Array<{ code: number; msg: string }>;
    try {
      const wsfeAuth = await this.wsfeAuth(cuit, environment);
      const result = await this.taxauth.wsfe(environment).pointsOfSale(wsfeAuth);
      points = result.pointsOfSale;
      errors = result.errors;
      const fatal = result.errors.filter((e) => e.code !== 602);
      if (fatal.length) throw new Error(fatal.map((e) => `${e.code} ${e.msg}`).join('; '));
    } catch (error) {
      await this.setStatus({ ...cuit, setupStatus: started }, nextSetupStatus(started, { type: 'automation_failed' }));
      throw taxauthUnavailable(error, `list the points of sale of CUIT ${formatCuit(cuit.number)}`);
    }
    await this.markConnection(cuit, environment, true);
    if (points.length === 0) {
      await this.setStatus({ ...cuit, setupStatus: started }, nextSetupStatus(started, { type: 'automation_failed' }));
      throw new AppError(400, 'no_points_of_sale', `The tax authority has no electronic points of sale for CUIT ${formatCuit(cuit.number)}${errors.length ? ` (${errors[0]!.code} ${errors[0]!.msg})` : ''}.`, {
        resolution: 'Register a point of sale for "Factura Electrónica - Monotributo" or "RECE para aplicativo y web services" on the tax authority portal, then try again.',
      });
    }
    const pos = { ResultGet: { PtoVenta: points.map((p) => ({ Nro: p.nro, EmisionTipo: p.emisionTipo, Bloqueado: p.bloqueado, FchBaja: p.fchBaja ?? 'NULL' })) } };
    const persona = await this.lookupPersona(cuit, environment);
    const updated = await this.cuits.update(cuit.accountId, cuit.id, {
      pos,
      posLastUpdated: databaseNow(),
      ...(persona ? { persona, personaLastUpdated: databaseNow() } : {}),
      setupStatus: nextSetupStatus(started, { type: 'automation_succeeded' }),
    });
    return { message: `${points.length} point(s) of sale stored for CUIT ${formatCuit(cuit.number)}.`, pos: updated!.pos };
  }

  /** GET /cuits/{id}/pos/last-vouchers: last authorized number per active point of sale and voucher type. */
  async lastVouchers(auth: AuthContext, cuitId: string) {
    const cuit = await this.cuitsService.require(auth, cuitId);
    const environment = auth.environment;
    try {
      const wsfeAuth = await this.wsfeAuth(cuit, environment);
      const wsfe = this.taxauth.wsfe(environment);
      const listed = await wsfe.pointsOfSale(wsfeAuth);
      let active = listed.pointsOfSale.filter((p) => p.bloqueado !== 'S' && !p.fchBaja).map((p) => p.nro);
      // Homologation often has no registered points of sale (602): fall back to the stored ones and the default.
      if (active.length === 0) active = [...new Set([...storedPointsOfSale(cuit.pos).map((p) => Number(p.Nro)), ...(cuit.defaultPos ? [cuit.defaultPos] : [])])];
      const types = issuableVoucherTypes(cuit);
      const lastVouchers = [];
      for (const ptoVta of active) {
        for (const cbteTipo of types) {
          const last = await wsfe.lastAuthorized(wsfeAuth, ptoVta, cbteTipo);
          if (last.errors.length) throw new Error(last.errors.map((e) => `${e.code} ${e.msg}`).join('; '));
          lastVouchers.push({ ptoVta, cbteTipo, typeName: voucherTypeName(cbteTipo), lastNumber: last.cbteNro });
        }
      }
      await this.markConnection(cuit, environment, true);
      return { environment, lastVouchers };
    } catch (error) {
      throw taxauthUnavailable(error, `read the last vouchers of CUIT ${formatCuit(cuit.number)}`);
    }
  }

  /**
   * DELEGATION mode: signs in with the platform certificate and asks for the represented CUIT. Success moves the
   * CUIT to DELEGATION_COMPLETE and records delegation.completed in the outbox, in one transaction.
   */
  async verifyDelegation(accountId: string, cuitId: string, environment: Environment) {
    const cuit = await this.cuitsService.require({ accountId }, cuitId);
    if (cuit.integrationMode !== 'DELEGATION') {
      throw new AppError(409, 'not_in_delegation_mode', `CUIT ${formatCuit(cuit.number)} is not in DELEGATION mode.`, {
        resolution: 'Register the CUIT with integrationMode DELEGATION to use the platform certificate.',
      });
    }
    const awaiting = nextSetupStatus(cuit.setupStatus, { type: 'delegation_requested' });
    await this.setStatus(cuit, awaiting);
    let delegated: boolean;
    try {
      const wsfeAuth = await this.wsfeAuth(cuit, environment);
      const probe = await this.taxauth.wsfe(environment).lastAuthorized(wsfeAuth, cuit.defaultPos ?? 1, cuit.defaultInvoiceType ?? 11);
      delegated = !probe.errors.some((e) => e.code === 600);
    } catch (error) {
      if (error instanceof AppError && error.code === 'taxauth_unavailable' && /relaciones|represent/i.test(error.message)) delegated = false;
      else throw error;
    }
    if (!delegated) {
      await this.markConnection(cuit, environment, false);
      return { setupStatus: awaiting, delegated: false };
    }
    const completed = nextSetupStatus(awaiting, { type: 'delegation_verified' });
    const row = await this.database.transaction(async (tx) => {
      const updated = await this.cuits.update(cuit.accountId, cuit.id, {
        setupStatus: completed,
        ...(environment === 'testing' ? { testingTaxauthConnectionValid: true } : { productionTaxauthConnectionValid: true }),
      }, tx);
      if (completed === 'DELEGATION_COMPLETE' && awaiting !== 'DELEGATION_COMPLETE') {
        await this.events.record(tx, { accountId, environment, type: 'delegation.completed', data: toCuitResponse(updated!) });
      }
      return updated!;
    });
    return { setupStatus: row.setupStatus, delegated: true };
  }

  /**
   * Padrón A5 on another person (a document's receiver), asked with this CUIT's credentials and cached per
   * environment and CUIT for a day. No certificate for the environment is `no_credentials`, not an error.
   */
  registryPerson(cuit: CuitRow, environment: Environment, idPersona: string, options: { timeoutMs: number }): Promise<RegistryAnswer> {
    const signIn = async () => {
      try {
        return { credentials: await this.signingCredentials(cuit, environment), representedCuit: cuit.number };
      } catch (error) {
        if (error instanceof AppError && error.code === 'taxauth_unavailable') return null;
        throw error;
      }
    };
    return this.registry.lookup(environment, idPersona, signIn, options);
  }

  /** Padrón A5 data for the `persona` field; a failure is logged, never fatal to the caller. */
  private async lookupPersona(cuit: CuitRow, environment: Environment): Promise<unknown> {
    try {
      const credentials = await this.signingCredentials(cuit, environment);
      const ticket = await this.taxauth.ticket(environment, credentials, PADRON_SERVICE);
      const lookup = await this.taxauth.padron(environment).getPersona({ token: ticket.token, sign: ticket.sign, cuitRepresentada: cuit.number }, cuit.number);
      return lookup.persona;
    } catch (error) {
      this.logger.warn({ cuitId: cuit.id, err: error instanceof Error ? error.message : String(error) }, 'registry lookup failed');
      return null;
    }
  }


  private async markConnection(cuit: CuitRow, environment: Environment, valid: boolean): Promise<void> {
    await this.cuits.update(cuit.accountId, cuit.id, environment === 'testing' ? { testingTaxauthConnectionValid: valid } : { productionTaxauthConnectionValid: valid });
  }

  private async setStatus(cuit: CuitRow, status: CuitRow['setupStatus']): Promise<void> {
    if (status === cuit.setupStatus) return;
    await this.cuits.update(cuit.accountId, cuit.id, { setupStatus: status });
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Environment } from '../../common/auth';
import { Clock } from '../../common/clock';
import { Database } from '../../db/database';
import { TaxauthService } from '../taxauth.service';
import type { WsaaCredentials } from '../wsaa/wsaa.client';
import { isUnknownPersonFault, PADRON_A5_SERVICE } from './padron.client';
import { registryPersonFrom, type RegistryPerson } from './registry-person';
import { RegistryPersonsRepository } from './registry-persons.repository';

/** A registry answer is kept a day: names and VAT conditions change rarely, and a review runs on every edit. */
export const REGISTRY_CACHE_TTL_MS = 24 * 3600_000;

/** Who asks the registry: the certificate that signs in and the CUIT it represents (cuitRepresentada). */
export interface RegistrySignIn {
  credentials: WsaaCredentials;
  representedCuit: string;
}

/** The registry's word on a CUIT, or why there is none. Expected outcomes are values, never thrown. */
export type RegistryAnswer =
  | { status: 'found'; person: RegistryPerson; cached: boolean }
  | { status: 'not_found'; cached: boolean }
  /** Nobody can sign in to ask (no certificate for the environment) and nothing is cached. */
  | { status: 'no_credentials' }
  /** Down, refused the login, or slower than the deadline. */
  | { status: 'unavailable'; reason: string };

/**
 * Padrón A5 persons, cached in the database per (environment, CUIT) for a day and shared by every account and
 * process (the registry is public data). A lookup that outlives its deadline is answered `unavailable` at once
 * and left to finish: its answer is cached for the next review.
 */
@Injectable()
export class PadronRegistryService {
  private readonly logger = new Logger('PadronRegistry');
  private readonly repository = new RegistryPersonsRepository();

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(TaxauthService) private readonly taxauth: TaxauthService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * The person registered under `cuit`. `signIn` is called only when the cache has no fresh answer; it returns
   * null when there is no certificate to ask with.
   */
  async lookup(environment: Environment, cuit: string, signIn: () => Promise<RegistrySignIn | null>, options: { timeoutMs: number }): Promise<RegistryAnswer> {
    const cached = await this.repository.find(this.database.orm, environment, cuit);
    if (cached && this.clock.now().getTime() - cached.fetchedAt.getTime() < REGISTRY_CACHE_TTL_MS) {
      return cached.persona ? { status: 'found', person: registryPersonFrom(cuit, cached.persona), cached: true } : { status: 'not_found', cached: true };
    }
    const asking = this.ask(environment, cuit, signIn, options.timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<RegistryAnswer>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'unavailable', reason: `no answer within ${options.timeoutMs} ms` }), options.timeoutMs);
    });
    try {
      return await Promise.race([asking, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async ask(environment: Environment, cuit: string, signIn: () => Promise<RegistrySignIn | null>, timeoutMs: number): Promise<RegistryAnswer> {
    try {
      const who = await signIn();
      if (!who) return { status: 'no_credentials' };
      const ticket = await this.taxauth.ticket(environment, who.credentials, PADRON_A5_SERVICE);
      const auth = { token: ticket.token, sign: ticket.sign, cuitRepresentada: who.representedCuit };
      let persona = null;
      try {
        persona = (await this.taxauth.padron(environment).getPersona(auth, cuit, { timeoutMs })).persona;
      } catch (error) {
        if (!isUnknownPersonFault(error)) throw error;
      }
      await this.repository.save(this.database.orm, environment, cuit, persona, this.clock.now());
      return persona ? { status: 'found', person: registryPersonFrom(cuit, persona), cached: false } : { status: 'not_found', cached: false };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ environment, cuit, err: reason }, 'registry lookup failed');
      return { status: 'unavailable', reason };
    }
  }
}

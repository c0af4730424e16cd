import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Environment } from '../common/auth';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig, TaxauthEndpoints } from '../config/config';
import { Database } from '../db/database';
import { TaxAuthHttpClient } from './http/taxauth-http';
import { PadronClient } from './padron/padron.client';
import type { RunningSimulator } from './simulator/simulator';
import { AccessTicketCache } from './tickets/access-ticket.cache';
import { AccessTicketsRepository } from './tickets/access-tickets.repository';
import { WsaaClient, type AccessTicket, type WsaaCredentials } from './wsaa/wsaa.client';
import { WsfeClient } from './wsfe/wsfe.client';
import type { WsfeAuth } from './wsfe/wsfe.types';

export const TAXAUTH_ENDPOINTS = Symbol('TAXAUTH_ENDPOINTS');
export const EMBEDDED_SIMULATOR = Symbol('EMBEDDED_SIMULATOR');
export const PADRON_SERVICE = 'ws_sr_padron_a5';

/** Credentials that sign a WSAA login: a CUIT's own certificate, or the platform's for delegated CUITs. */
export interface SigningCredentials extends WsaaCredentials {
  /** The certificate's CUIT (the platform's in delegation mode). */
  signerCuit: string;
}

/**
 * The tax authority's web services for each environment, with access tickets cached in the database and
 * shared by every process. Knows nothing of accounts or CUIT rows: callers pass the credentials.
 */
@Injectable()
export class TaxauthService implements OnModuleDestroy, OnApplicationBootstrap {
  private readonly http: TaxAuthHttpClient;
  private readonly tickets: AccessTicketCache;
  private readonly wsfeClients: Record<Environment, WsfeClient>;
  private readonly padronClients: Record<Environment, PadronClient>;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TAXAUTH_ENDPOINTS) readonly endpoints: Record<Environment, TaxauthEndpoints>,
    @Inject(EMBEDDED_SIMULATOR) private readonly simulator: RunningSimulator | null,
  ) {
    this.http = new TaxAuthHttpClient({ timeoutMs: config.taxauth.timeoutMs, connectTimeoutMs: config.taxauth.connectTimeoutMs });
    const wsaa = { testing: new WsaaClient(this.http, endpoints.testing.wsaa), production: new WsaaClient(this.http, endpoints.production.wsaa) };
    this.tickets = new AccessTicketCache(database, (environment) => wsaa[environment as Environment]);
    this.wsfeClients = { testing: new WsfeClient(this.http, endpoints.testing.wsfe), production: new WsfeClient(this.http, endpoints.production.wsfe) };
    this.padronClients = { testing: new PadronClient(this.http, endpoints.testing.padron), production: new PadronClient(this.http, endpoints.production.padron) };
  }

  wsfe(environment: Environment): WsfeClient {
    return this.wsfeClients[environment];
  }

  padron(environment: Environment): PadronClient {
    return this.padronClients[environment];
  }

  ticket(environment: Environment, credentials: WsaaCredentials, service = 'wsfe'): Promise<AccessTicket> {
    return this.tickets.getTicket(environment, credentials, service);
  }

  /** Auth block of WSFEv1 for `representedCuit`, signed in with `credentials`. */
  async wsfeAuth(environment: Environment, credentials: WsaaCredentials, representedCuit: string): Promise<WsfeAuth & { expiresAt: Date }> {
    const ticket = await this.ticket(environment, credentials, 'wsfe');
    return { token: ticket.token, sign: ticket.sign, cuit: representedCuit, expiresAt: ticket.expirationTime };
  }

  /**
   * The embedded simulator forgets its tickets when the process restarts (the real WSAA does not): tickets cached
   * for the environments it serves would be refused (600), so they are dropped and the next call logs in again.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.simulator) return;
    const served = (['testing', 'production'] as const).filter((env) => this.config.taxauth[env] === 'simulator');
    await new AccessTicketsRepository().deleteForEnvironments(this.database.orm, served);
  }

  onModuleDestroy(): void {
    this.http.close();
  }
}

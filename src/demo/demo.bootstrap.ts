import { Inject, Injectable, Logger } from '@nestjs/common';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountsService } from '../accounts/accounts.service';
import type { Environment } from '../common/auth';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { CredentialsService } from '../cuits/credentials.service';
import { CuitsService } from '../cuits/cuits.service';
import type { RunningSimulator } from '../taxauth/simulator/simulator';
import { EMBEDDED_SIMULATOR } from '../taxauth/taxauth.module';

export const DEMO_EMAIL = 'demo@facturador.local';
/** A fictional issuer for the homologation simulator (valid check digit). */
export const DEMO_CUIT = '20-26756539-3';

/**
 * First start outside production: with no account at all, create a demo account with a CUIT and write its keys
 * to DATA_DIR/demo-keys.json (mode 0600); only the path is logged. On every start, environments served by the
 * built-in simulator get a certificate from its CA for the demo CUIT, so they work out of the box.
 */
@Injectable()
export class DemoBootstrap {
  private readonly logger = new Logger('Demo');

  constructor(
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(EMBEDDED_SIMULATOR) private readonly simulator: RunningSimulator | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get keysFile(): string {
    return join(this.config.dataDir, 'demo-keys.json');
  }

  /** How to sign in to the dashboard as the demo owner, when the demo account's file exists (never the password itself). */
  signInHint(): string | null {
    if (this.config.nodeEnv === 'production' || !existsSync(this.keysFile)) return null;
    return `demo sign-in: ${DEMO_EMAIL}, password in ${this.keysFile}`;
  }

  async ensureDemo(): Promise<void> {
    if (this.config.nodeEnv === 'production') return;
    let accountId = await this.accounts.findAccountIdByEmail(DEMO_EMAIL);
    if (!accountId) {
      if ((await this.accounts.countAccounts()) > 0) return;
      accountId = await this.createDemoAccount();
    }
    await this.ensureSimulatorCertificates(accountId);
  }

  private async createDemoAccount(): Promise<string> {
    const created = await this.accounts.createAccount({ name: 'Demo', email: DEMO_EMAIL });
    const auth = { accountId: created.account.id, userId: created.userId, environment: 'testing' as const };
    const cuit = await this.cuits.create(auth, { number: DEMO_CUIT });
    await this.cuits.setDefaultPos(auth, cuit.id, 1);
    await this.cuits.setDefaultInvoiceType(auth, cuit.id, 6);
    await this.cuits.setDefaultConcept(auth, cuit.id, 1);
    await this.cuits.setDefaultIva(auth, cuit.id, 5);
    mkdirSync(this.config.dataDir, { recursive: true });
    const contents = {
      accountId: created.account.id,
      cuitId: cuit.id,
      cuit: DEMO_CUIT,
      email: created.email,
      password: created.generatedPassword,
      testing: created.keys.testing,
      production: created.keys.production,
      note: 'Demo account created on first start. Send the testing key in the x-api-key header; sign in to the dashboard at /app with email and password.',
    };
    writeFileSync(this.keysFile, JSON.stringify(contents, null, 2) + '\n', { mode: 0o600 });
    chmodSync(this.keysFile, 0o600);
    this.logger.log(`Demo account created; its API keys are in ${this.keysFile}`);
    return created.account.id;
  }

  private async ensureSimulatorCertificates(accountId: string): Promise<void> {
    if (!this.simulator) return;
    const cuit = await this.cuits.require({ accountId }, DEMO_CUIT).catch(() => null);
    if (!cuit) return;
    const served: Environment[] = (['testing', 'production'] as const).filter((env) => this.config.taxauth[env] === 'simulator');
    for (const environment of served) {
      if (await this.credentials.signingMaterial(cuit.id, environment)) continue;
      const issued = this.simulator.issueCertificate(cuit.number);
      await this.credentials.uploadCertificate(accountId, cuit.id, environment, issued.certPem, issued.keyPem ?? undefined);
      this.logger.log(`Demo CUIT ${DEMO_CUIT}: ${environment} certificate issued by the built-in simulator`);
    }
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { and, inArray, isNotNull, max } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Database } from '../db/database';
import type { RunningSimulator } from '../taxauth/simulator/simulator';
import { EMBEDDED_SIMULATOR } from '../taxauth/taxauth.module';
import { invoices } from './invoicing.schema';

/**
 * The embedded simulator keeps its vouchers in memory: after a restart its sequences would start again at 0
 * while this database already holds numbers, and every new voucher would collide with them. At start-up each
 * sequence of the environments it serves is seeded with the highest number the service holds.
 */
@Injectable()
export class SimulatorSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('SimulatorSeeder');

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(EMBEDDED_SIMULATOR) private readonly simulator: RunningSimulator | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.simulator) return;
    const served: Environment[] = (['testing', 'production'] as const).filter((env) => this.config.taxauth[env] === 'simulator');
    if (!served.length) return;
    const rows = await this.database.orm
      .select({ cuit: invoices.issuerCuit, ptoVta: invoices.ptoVta, cbteTipo: invoices.cbteTipo, lastNro: max(invoices.voucherNumber), lastDate: max(invoices.date) })
      .from(invoices)
      .where(and(inArray(invoices.environment, served), inArray(invoices.status, ['completed', 'reconciling', 'processing']), isNotNull(invoices.voucherNumber)))
      .groupBy(invoices.issuerCuit, invoices.ptoVta, invoices.cbteTipo);
    for (const row of rows) {
      if (!row.lastNro) continue;
      const current = this.simulator.control.state.sequence(row.cuit, row.ptoVta, row.cbteTipo).lastNro;
      if (current >= row.lastNro) continue;
      this.simulator.control.seedSequence({
        cuit: row.cuit,
        ptoVta: row.ptoVta,
        cbteTipo: row.cbteTipo,
        lastNro: row.lastNro,
        lastFch: row.lastDate ? row.lastDate.replace(/-/g, '') : undefined,
      });
    }
    if (rows.length) this.logger.log(`seeded ${rows.length} voucher sequence(s) of the embedded simulator from the database`);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Environment } from '../common/auth';
import { Database } from '../db/database';
import { taxauthParameterCache } from './parameters.schema';

export type ParameterCacheRow = typeof taxauthParameterCache.$inferSelect;

/** The cache of the tax authority's parameter tables, per environment, table and variant. */
@Injectable()
export class ParametersRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async find(environment: Environment, name: string, variant: string): Promise<ParameterCacheRow | null> {
    const [row] = await this.database.orm
      .select()
      .from(taxauthParameterCache)
      .where(and(eq(taxauthParameterCache.environment, environment), eq(taxauthParameterCache.name, name), eq(taxauthParameterCache.variant, variant)));
    return row ?? null;
  }

  async save(row: { environment: Environment; name: string; variant: string; data: unknown; cachedAt: Date }): Promise<void> {
    await this.database.orm
      .insert(taxauthParameterCache)
      .values(row)
      .onConflictDoUpdate({ target: [taxauthParameterCache.environment, taxauthParameterCache.name, taxauthParameterCache.variant], set: { data: row.data, cachedAt: row.cachedAt } });
  }
}

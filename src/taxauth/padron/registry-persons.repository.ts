import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { taxauthRegistryPersons } from '../taxauth.schema';
import type { PadronPersona } from './padron.client';

export interface CachedPersona {
  /** null: the registry answered that no person has this CUIT. */
  persona: PadronPersona | null;
  fetchedAt: Date;
}

/** SQL of the padrón A5 cache, keyed by (environment, CUIT). */
export class RegistryPersonsRepository {
  async find(db: Executor, environment: 'testing' | 'production', cuit: string): Promise<CachedPersona | null> {
    const [row] = await db
      .select({ persona: taxauthRegistryPersons.persona, fetchedAt: taxauthRegistryPersons.fetchedAt })
      .from(taxauthRegistryPersons)
      .where(and(eq(taxauthRegistryPersons.environment, environment), eq(taxauthRegistryPersons.cuit, cuit)));
    return row ? { persona: (row.persona as PadronPersona | null) ?? null, fetchedAt: row.fetchedAt } : null;
  }

  async save(db: Executor, environment: 'testing' | 'production', cuit: string, persona: PadronPersona | null, fetchedAt: Date): Promise<void> {
    await db
      .insert(taxauthRegistryPersons)
      .values({ environment, cuit, persona, fetchedAt })
      .onConflictDoUpdate({ target: [taxauthRegistryPersons.environment, taxauthRegistryPersons.cuit], set: { persona, fetchedAt } });
  }
}

import { Global, Inject, Module, OnApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { Database } from './database';
import { ReadCache } from './read-cache';

@Global()
@Module({})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** The database is opened and migrated before Nest starts, so the module only provides it (and the read cache over it). */
  static forDatabase(database: Database, options: { readCacheBytes?: number } = {}): DynamicModule {
    const coherence = database.writes ? { kind: 'tables' as const, writes: database.writes } : { kind: 'snapshot' as const, current: () => database.snapshot() };
    const readCache = new ReadCache(coherence, options.readCacheBytes ?? 0);
    return {
      module: DbModule,
      providers: [{ provide: Database, useValue: database }, { provide: ReadCache, useValue: readCache }],
      exports: [Database, ReadCache],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

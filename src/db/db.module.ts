import { Global, Inject, Module, OnApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { Database } from './database';

@Global()
@Module({})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** The database is opened and migrated before Nest starts, so the module only provides it. */
  static forDatabase(database: Database): DynamicModule {
    return { module: DbModule, providers: [{ provide: Database, useValue: database }], exports: [Database] };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Environment } from '../common/auth';
import type { TaxauthEndpoints } from '../config/config';
import { PadronRegistryService } from './padron/padron-registry.service';
import type { RunningSimulator } from './simulator/simulator';
import { EMBEDDED_SIMULATOR, TAXAUTH_ENDPOINTS, TaxauthService } from './taxauth.service';

export { EMBEDDED_SIMULATOR };

@Global()
@Module({})
export class TaxauthModule {
  /** Endpoints are resolved before Nest starts (the embedded simulator, when configured, is already listening). */
  static forEndpoints(endpoints: Record<Environment, TaxauthEndpoints>, simulator: RunningSimulator | null): DynamicModule {
    return {
      module: TaxauthModule,
      providers: [
        { provide: TAXAUTH_ENDPOINTS, useValue: endpoints },
        { provide: EMBEDDED_SIMULATOR, useValue: simulator },
        TaxauthService,
        PadronRegistryService,
      ],
      exports: [TaxauthService, PadronRegistryService, EMBEDDED_SIMULATOR, TAXAUTH_ENDPOINTS],
    };
  }
}

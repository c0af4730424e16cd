import { Inject, Injectable } from '@nestjs/common';
import type { Environment } from '../../common/auth';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { CuitTaxauthService } from '../../cuits/cuit-taxauth.service';
import type { CuitRow } from '../../cuits/cuits.repository';
import type { DraftData, TemplateHints } from '../document.types';
import { applyRegistry, receiverCuitToLookUp, type RegistryOutcome } from './receiver-registry';

/**
 * The review's look at the tax authority's registry (padrón A5) for the draft's receiver, asked with the
 * issuing CUIT's credentials in the draft's environment. Never fails a review: every answer, including none
 * within RECEIVER_REGISTRY_TIMEOUT_MS, becomes data or a note.
 */
@Injectable()
export class ReceiverRegistry {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CuitTaxauthService) private readonly cuitTaxauth: CuitTaxauthService,
  ) {}

  async check(environment: Environment, issuer: CuitRow | null, data: DraftData, hints: TemplateHints): Promise<RegistryOutcome> {
    const unchanged: RegistryOutcome = { data, fieldConfidence: {}, issues: [], filled: [] };
    const { enabled, timeoutMs } = this.config.documents.receiverRegistry;
    // Without an issuing CUIT nobody can sign in to ask (the review reports no_cuit).
    if (!enabled || !issuer) return unchanged;
    const cuit = receiverCuitToLookUp(data, hints);
    if (!cuit || cuit === issuer.number) return unchanged;
    const answer = await this.cuitTaxauth.registryPerson(issuer, environment, cuit, { timeoutMs });
    // The testing registry (the simulator, or homologation's copy) does not hold every taxpayer: "not registered"
    // there is no sign of a misread CUIT, so only production says it.
    return applyRegistry(data, hints, cuit, answer, { reportUnknown: environment === 'production' });
  }
}

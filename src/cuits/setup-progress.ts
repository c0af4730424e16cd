import type { IntegrationMode, SetupStatus } from './cuits.schema';

export interface ProgressInputs {
  integrationMode: IntegrationMode | null;
  testingCertificateValid: boolean;
  productionCertificateValid: boolean;
  testingTaxauthConnectionValid: boolean;
  productionTaxauthConnectionValid: boolean;
  pointsOfSaleCount: number;
  defaultConcept: number | null;
}

/**
 * Setup progress, 0–100 (docs/cuit-setup.md):
 *   testing environment ready   20  (certificate valid; in DELEGATION mode: delegation verified)
 *   production environment ready 30  (same, for production)
 *   points of sale loaded        30  (at least one point of sale stored from the tax authority)
 *   default concept chosen       20
 */
export function setupProgress(cuit: ProgressInputs): number {
  const delegated = cuit.integrationMode === 'DELEGATION';
  const testingReady = cuit.testingCertificateValid || (delegated && cuit.testingTaxauthConnectionValid);
  const productionReady = cuit.productionCertificateValid || (delegated && cuit.productionTaxauthConnectionValid);
  return (testingReady ? 20 : 0) + (productionReady ? 30 : 0) + (cuit.pointsOfSaleCount > 0 ? 30 : 0) + (cuit.defaultConcept ? 20 : 0);
}

export function isSetupCompleted(status: SetupStatus): boolean {
  return status === 'COMPLETED';
}

/** Points of sale in a stored FEParamGetPtosVenta answer (ResultGet.PtoVenta: one object or an array). */
export function storedPointsOfSale(pos: unknown): Array<Record<string, unknown>> {
  const resultGet = (pos as { ResultGet?: { PtoVenta?: unknown } } | null)?.ResultGet;
  const list = resultGet?.PtoVenta;
  if (Array.isArray(list)) return list.filter((p): p is Record<string, unknown> => !!p && typeof p === 'object');
  if (list && typeof list === 'object') return [list as Record<string, unknown>];
  return [];
}

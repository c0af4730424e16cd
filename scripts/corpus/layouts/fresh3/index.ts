import type { Layout } from '../layout';
import { fresh3FacturaQrLayout } from './factura-qr';

/**
 * The fresh3 split (corpus-out/fresh3, prefix m): ten layouts written on 2026-11-26 (fifth session) WITHOUT looking
 * at the extraction code, imitating other vendors' software, papers and PDF producers (pdf-lib among them). HELD OUT:
 * measure on it, do not tune on it. Each layout names its own scan style (degrade-extra.ts or degrade-fresh3.ts).
 */
export const FRESH3_LAYOUTS: readonly Layout[] = [
  fresh3FacturaQrLayout,
];

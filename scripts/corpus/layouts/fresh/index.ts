import type { Layout } from '../layout';
import { freshLandscapeGridLayout } from './landscape-grid';
import { freshMatrixBLayout } from './matrix-b';
import { freshMonoCLayout } from './mono-c';
import { freshPoBuyerLayout } from './po-buyer';
import { freshProformaUsdLayout } from './proforma-usd';
import { freshRemitoDistLayout } from './remito-dist';
import { freshRemitoUnitsLayout } from './remito-units';
import { freshSaasCardsLayout } from './saas-cards';
import { freshTangoALayout } from './tango-a';
import { freshTwoPageLayout } from './two-page';

/**
 * Layouts written without looking at the extraction code, imitating other vendors' software (corpus-out/fresh):
 * a measure of how the readers do on designs nobody tuned them for.
 */
export const FRESH_LAYOUTS: readonly Layout[] = [freshTangoALayout, freshMatrixBLayout, freshSaasCardsLayout, freshRemitoDistLayout, freshPoBuyerLayout, freshProformaUsdLayout, freshMonoCLayout, freshTwoPageLayout, freshLandscapeGridLayout, freshRemitoUnitsLayout];

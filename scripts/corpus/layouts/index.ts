import { arcaCLayout, arcaLayout } from './arca';
import { erpBoxedLayout } from './erp-boxed';
import { landscapeTableLayout } from './landscape-table';
import type { Layout } from './layout';
import { multipageLayout } from './multipage';
import { orderTwoColLayout } from './order-twocol';
import { quoteUsdLayout } from './quote-usd';
import { remitoColumnsLayout } from './remito-columns';
import { remitoHandLayout } from './remito-hand';
import { servicesInvoiceLayout } from './services-invoice';
import { ticketLayout } from './ticket';
import { webMarketplaceLayout } from './web-marketplace';
import { webPurchaseOrderLayout } from './web-purchase-order';
import { webRemitoLayout } from './web-remito';
import { webSaasLayout } from './web-saas';
import { webServicesMonthlyLayout } from './web-services-monthly';
import { varietyLayout } from './web-variety';

export type { Layout, TemplateSpec } from './layout';

/** Layouts the extraction may be tuned on (corpus-out/train). */
export const TRAIN_LAYOUTS: readonly Layout[] = [
  arcaLayout, arcaCLayout, erpBoxedLayout, ticketLayout, remitoHandLayout, orderTwoColLayout, landscapeTableLayout, servicesInvoiceLayout,
  // printed by chromium from HTML, as web systems make their PDFs
  webSaasLayout, webPurchaseOrderLayout, webRemitoLayout,
  // designs drawn from a space of wordings and arrangements (web-variety.ts)
  varietyLayout(1, 'invoice'), varietyLayout(2, 'invoice'), varietyLayout(3, 'invoice'), varietyLayout(4, 'invoice'), varietyLayout(5, 'remito'), varietyLayout(6, 'remito'),
  varietyLayout(10, 'invoice'), varietyLayout(11, 'invoice'), varietyLayout(12, 'invoice'), varietyLayout(13, 'remito'),
  // held out for two sessions, their figures recorded in docs/documents.md, then studied (2026-11-26)
  quoteUsdLayout, multipageLayout, webServicesMonthlyLayout,
];

/** Layouts kept out of sight while building (corpus-out/heldout): only their overall figure is looked at. */
export const HELDOUT_LAYOUTS: readonly Layout[] = [
  remitoColumnsLayout, webMarketplaceLayout,
  varietyLayout(7, 'invoice'), varietyLayout(8, 'invoice'), varietyLayout(9, 'remito'), varietyLayout(14, 'invoice'), varietyLayout(15, 'invoice'),
  varietyLayout(16, 'invoice'), varietyLayout(17, 'remito'), varietyLayout(18, 'invoice'),
];

export const ALL_LAYOUTS: readonly Layout[] = [...TRAIN_LAYOUTS, ...HELDOUT_LAYOUTS];

export { FRESH_LAYOUTS } from './fresh';
export { FRESH2_LAYOUTS } from './fresh2';
export { FRESH3_LAYOUTS } from './fresh3';
export { FRESH4_LAYOUTS } from './fresh4';
export { FRESH5_LAYOUTS } from './fresh5';
export { FRESH6_LAYOUTS } from './fresh6';
export { FRESH7_LAYOUTS } from './fresh7';
export { FRESH8_LAYOUTS } from './fresh8';
export { FRESH9_LAYOUTS } from './fresh9';
export { FRESH10_LAYOUTS } from './fresh10';
export { FRESH11_LAYOUTS } from './fresh11';
export { FRESH12_LAYOUTS } from './fresh12';
export { FRESH13_LAYOUTS } from './fresh13';
export { FRESH14_LAYOUTS } from './fresh14';
export { FRESH15_LAYOUTS } from './fresh15';
export { FRESH16_LAYOUTS } from './fresh16';
export { FRESH17_LAYOUTS } from './fresh17';
export { FRESH18_LAYOUTS } from './fresh18';
export { FRESH19_LAYOUTS } from './fresh19';
export { FRESH20_LAYOUTS } from './fresh20';
export { FRESH21_LAYOUTS } from './fresh21';
export { FRESH22_LAYOUTS } from './fresh22';
export { FRESH23_LAYOUTS } from './fresh23';
export { FRESH24_LAYOUTS } from './fresh24';
export { FRESH25_LAYOUTS } from './fresh25';
export { FRESH26_LAYOUTS } from './fresh26';
export { FRESH27_LAYOUTS } from './fresh27';
export { FRESH28_LAYOUTS } from './fresh28';
export { FRESH29_LAYOUTS } from './fresh29';
export { FRESH30_LAYOUTS } from './fresh30';
export { FRESH31_LAYOUTS } from './fresh31';

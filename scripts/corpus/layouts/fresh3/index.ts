import type { Layout } from '../layout';
import { fresh3BackofficeVentaLayout } from './backoffice-venta';
import { fresh3CorralonPresupuestoLayout } from './corralon-presupuesto';
import { fresh3CotizacionHorizontalLayout } from './cotizacion-horizontal';
import { fresh3DosAlicuotasLayout } from './dos-alicuotas';
import { fresh3FacturaQrLayout } from './factura-qr';
import { fresh3IspAbonoLayout } from './isp-abono';
import { fresh3PedidoContinuaLayout } from './pedido-continua';
import { fresh3RemitoBultosLayout } from './remito-bultos';
import { fresh3RemitoCarbonicoLayout } from './remito-carbonico';
import { fresh3TicketPlayaLayout } from './ticket-playa';

/**
 * The fresh3 split (corpus-out/fresh3, prefix m): ten layouts written on 2026-11-26 (fifth session) WITHOUT looking
 * at the extraction code, imitating other vendors' software, papers and PDF producers (three made with pdf-lib).
 * HELD OUT: measure on it, do not tune on it. Each layout names its own scan style (degrade-extra.ts or
 * degrade-fresh3.ts).
 */
export const FRESH3_LAYOUTS: readonly Layout[] = [
  fresh3FacturaQrLayout, fresh3CorralonPresupuestoLayout, fresh3TicketPlayaLayout, fresh3DosAlicuotasLayout, fresh3RemitoBultosLayout,
  fresh3RemitoCarbonicoLayout, fresh3PedidoContinuaLayout, fresh3BackofficeVentaLayout, fresh3CotizacionHorizontalLayout, fresh3IspAbonoLayout,
];

import type { Layout } from '../layout';
import { fresh2CartaPresupuestoLayout } from './carta-presupuesto';
import { fresh2CoopFacturaLayout } from './coop-factura';
import { fresh2HonorariosCLayout } from './honorarios-c';
import { fresh2JasperPedidoLayout } from './jasper-pedido';
import { fresh2MailPedidoLayout } from './mail-pedido';
import { fresh2PlanillaLayout } from './planilla';
import { fresh2RemitoRubrosLayout } from './remito-rubros';
import { fresh2RotadoUsdLayout } from './rotado-usd';
import { fresh2TalonarioRemitoLayout } from './talonario-remito';
import { fresh2TiendaOrdenLayout } from './tienda-orden';

/**
 * The fresh2 split (corpus-out/fresh2, prefix k): ten layouts written on 2026-11-26 (fourth session) WITHOUT looking
 * at the extraction code, imitating other vendors' software, paper forms and PDF producers. HELD OUT: measure on it,
 * do not tune on it. Each layout names its extra scan style (degrade-extra.ts).
 */
export const FRESH2_LAYOUTS: readonly Layout[] = [
  fresh2CartaPresupuestoLayout, fresh2MailPedidoLayout, fresh2TiendaOrdenLayout, fresh2JasperPedidoLayout, fresh2RotadoUsdLayout,
  fresh2TalonarioRemitoLayout, fresh2HonorariosCLayout, fresh2PlanillaLayout, fresh2CoopFacturaLayout, fresh2RemitoRubrosLayout,
];

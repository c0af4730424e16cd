import { buildVoucherRequest, IssuerProfile, IssuerVatCondition, VoucherInput, VoucherKind, VoucherLineInput } from '../domain';
import { buildVoucherView } from './build-voucher-view';
import { VoucherIssuerView, VoucherView } from './voucher-view';

/**
 * Realistic authorized vouchers for the sample PDFs (scripts/render-samples.ts) and the render tests. Built
 * through the domain's buildVoucherRequest so their amounts are the ones the tax authority would accept.
 */

const RI: IssuerProfile = { cuit: '30712345671', vatCondition: IssuerVatCondition.ResponsableInscripto };
const MONO: IssuerProfile = { cuit: '20301234563', vatCondition: IssuerVatCondition.Monotributo };

const RI_VIEW: VoucherIssuerView = {
  cuit: '30712345671',
  name: 'Ñandú Soluciones Técnicas S.R.L.',
  address: 'Av. Córdoba 1234, Piso 5º "B" - C1055AAS Ciudad Autónoma de Buenos Aires',
  vatCondition: 'IVA Responsable Inscripto',
  grossIncome: '901-123456-7',
  activityStart: '2015-03-01',
};
const MONO_VIEW: VoucherIssuerView = {
  cuit: '20301234563',
  name: 'Gómez, María José',
  address: 'Belgrano 455 - San Miguel de Tucumán, Tucumán',
  vatCondition: 'Responsable Monotributo',
  grossIncome: null,
  activityStart: '2019-08-12',
};

const CAE = '75123456789012';

function authorize(input: VoucherInput, issuer: IssuerProfile, issuerView: VoucherIssuerView, number: number, receiver: { name: string; address?: string }, extra: { reference?: string } = {}): VoucherView {
  const request = buildVoucherRequest(input, issuer, { today: '2025-07-15', ptoVta: 1, voucherNumber: number });
  if (request.problems.length > 0) throw new Error(`sample voucher would be rejected: ${JSON.stringify(request.problems)}`);
  return buildVoucherView({
    header: request.header,
    detail: request.detail,
    cae: CAE,
    caeFchVto: '20250725',
    issuer: issuerView,
    receiver,
    lines: input.lines ?? null,
    pricesIncludeIva: input.pricesIncludeIva ?? null,
    description: null,
    reference: extra.reference ?? null,
    environment: 'testing',
  });
}

const SERVICE_LINES: VoucherLineInput[] = [
  { description: 'Mantenimiento mensual de servidores — julio 2025', quantity: 1, unitPrice: '850000.00', ivaRate: 21 },
  { description: 'Horas de consultoría técnica (desarrollo de integración con facturación electrónica, reunión de relevamiento y documentación)', quantity: '12.5', unitPrice: '45000.00', ivaRate: 21 },
  { description: 'Suscripción anual a publicación técnica', quantity: 1, unitPrice: '120000.00', ivaRate: 10.5 },
];

export function sampleFacturaA(): VoucherView {
  return authorize(
    {
      concepto: 2, docTipo: 80, docNro: '30700000016', receiverCondicionIva: 1, currency: 'ARS', lines: SERVICE_LINES,
      serviceFrom: '2025-07-01', serviceTo: '2025-07-31', dueDate: '2025-08-10', date: '2025-07-15',
      tributes: [{ id: 7, description: 'Percepción IIBB CABA', baseAmount: '1532500.00', rate: '3' }],
    },
    RI, RI_VIEW, 42, { name: 'Compañía Logística del Paraná S.A.', address: 'Ruta 9 km 312, Parque Industrial - Rosario, Santa Fe' },
    { reference: 'Orden de compra OC-2025-0713' },
  );
}

export function sampleFacturaB(): VoucherView {
  return authorize(
    {
      concepto: 1, docTipo: 96, docNro: '30123456', receiverCondicionIva: 5, currency: 'ARS', pricesIncludeIva: true,
      lines: [
        { description: 'Cafetera espresso automática', quantity: 1, unitPrice: '489999.99', ivaRate: 21 },
        { description: 'Café en grano tostado, 1 kg (origen Colombia)', quantity: 3, unitPrice: '28500.00', ivaRate: 21 },
        { description: 'Libro "Barismo: técnicas y recetas"', quantity: 1, unitPrice: '35000.00', ivaRate: 'exempt' },
      ],
      date: '2025-07-15',
    },
    RI, RI_VIEW, 1287, { name: 'Pérez, Joaquín', address: 'Güemes 2150, Mar del Plata' },
  );
}

export function sampleFacturaC(): VoucherView {
  return authorize(
    {
      concepto: 2, docTipo: 80, docNro: '30712345671', receiverCondicionIva: 1, currency: 'ARS',
      lines: [
        { description: 'Diseño de identidad visual (logotipo y manual de marca)', quantity: 1, unitPrice: '380000.00', ivaRate: 0 },
        { description: 'Adaptaciones para redes sociales', quantity: 6, unitPrice: '15000.00', ivaRate: 0 },
      ],
      serviceFrom: '2025-06-01', serviceTo: '2025-06-30', dueDate: '2025-07-25', date: '2025-07-15',
    },
    MONO, MONO_VIEW, 7, { name: 'Ñandú Soluciones Técnicas S.R.L.', address: 'Av. Córdoba 1234, CABA' },
  );
}

export function sampleNotaCreditoA(): VoucherView {
  return authorize(
    {
      kind: VoucherKind.CreditNote, concepto: 2, docTipo: 80, docNro: '30700000016', receiverCondicionIva: 1, currency: 'ARS',
      lines: [{ description: 'Bonificación por interrupción del servicio (15/07/2025)', quantity: 1, unitPrice: '85000.00', ivaRate: 21 }],
      serviceFrom: '2025-07-01', serviceTo: '2025-07-31', dueDate: '2025-08-10', date: '2025-07-15',
      associated: [{ invoiceType: 1, ptoVta: 1, number: 42, date: '2025-07-15', cuit: '30712345671' }],
    },
    RI, RI_VIEW, 5, { name: 'Compañía Logística del Paraná S.A.', address: 'Ruta 9 km 312, Parque Industrial - Rosario, Santa Fe' },
  );
}

export function sampleFacturaDolares(): VoucherView {
  return authorize(
    {
      concepto: 2, docTipo: 80, docNro: '30700000016', receiverCondicionIva: 1, currency: 'USD', exchangeRate: '1185.50',
      lines: [{ description: 'Licencia de software (USD)', quantity: 10, unitPrice: '49.90', ivaRate: 21 }],
      serviceFrom: '2025-07-01', serviceTo: '2025-07-31', dueDate: '2025-07-31', date: '2025-07-15',
    },
    RI, RI_VIEW, 43, { name: 'Compañía Logística del Paraná S.A.' },
  );
}

/** 120 lines: spans several pages. */
export function sampleLongFactura(lineCount = 120): VoucherView {
  const lines: VoucherLineInput[] = Array.from({ length: lineCount }, (_, i) => ({
    description: `Artículo ${String(i + 1).padStart(3, '0')} — repuesto de ferretería ${i % 7 === 0 ? 'con descripción larga que ocupa más de un renglón en la tabla de conceptos facturados' : 'estándar'}`,
    quantity: (i % 5) + 1,
    unitPrice: `${(1000 + i * 37.5).toFixed(2)}`,
    ivaRate: i % 4 === 0 ? 10.5 : 21,
  }));
  return authorize(
    { concepto: 1, docTipo: 80, docNro: '30700000016', receiverCondicionIva: 1, currency: 'ARS', lines, date: '2025-07-15' },
    RI, RI_VIEW, 44, { name: 'Compañía Logística del Paraná S.A.', address: 'Ruta 9 km 312 - Rosario, Santa Fe' },
  );
}

import { XMLParser } from 'fast-xml-parser';
import { buildVoucherView } from './build-voucher-view';
import { sampleNotaCreditoA } from './sample-vouchers';
import { renderVoucherXml } from './voucher-xml';
import { buildVoucherRequest, IssuerVatCondition, VoucherKind } from '../domain';

describe('renderVoucherXml', () => {
  const request = buildVoucherRequest(
    {
      kind: VoucherKind.CreditNote, concepto: 1, docTipo: 80, docNro: '30700000016', receiverCondicionIva: 1, currency: 'ARS',
      lines: [{ description: 'Devolución', quantity: 1, unitPrice: '1000.00', ivaRate: 21 }],
      tributes: [{ id: 99, description: 'Tasa <municipal> & "otra"', baseAmount: '1000.00', rate: '1' }],
      associated: [{ invoiceType: 1, ptoVta: 1, number: 42, date: '2025-07-10' }], date: '2025-07-15',
    },
    { cuit: '30712345671', vatCondition: IssuerVatCondition.ResponsableInscripto },
    { today: '2025-07-15', ptoVta: 1, voucherNumber: 5 },
  );
  const view = buildVoucherView({
    header: request.header, detail: request.detail, cae: '75123456789012', caeFchVto: '20250725',
    issuer: { cuit: '30712345671', name: 'Ñandú & Cía <S.R.L.>', vatCondition: 'IVA Responsable Inscripto' },
    receiver: { name: 'Compañía "Logística" del Paraná' },
    lines: [{ description: 'Devolución', quantity: 1, unitPrice: '1000.00', ivaRate: 21 }],
  });
  const xml = renderVoucherXml({
    view, header: request.header, detail: request.detail,
    answer: { resultado: 'A', cae: '75123456789012', caeFchVto: '20250725', fchProceso: '20250715103000', reproceso: 'N',
      observations: [{ code: 10217, msg: 'El credito fiscal discriminado <solo> podra…' }] },
  });
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false, attributeNamePrefix: '@' }).parse(xml) as {
    comprobanteAutorizado: Record<string, unknown> & {
      emisor: Record<string, string>; receptor: Record<string, string>;
      solicitud: { FeCAEReq: { FeCabReq: Record<string, string>; FeDetReq: { FECAEDetRequest: Record<string, unknown> } } };
      respuesta: { FECAESolicitarResult: { FeCabResp: Record<string, string>; FeDetResp: { FECAEDetResponse: Record<string, unknown> } } };
      qr: string;
    };
  };
  const root = parsed.comprobanteAutorizado;

  it('is well-formed, escapes user text and identifies the voucher', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(root['@tipo']).toBe('3');
    expect(root['@letra']).toBe('A');
    expect(root['@numero']).toBe('5');
    expect(root.emisor.razonSocial).toBe('Ñandú & Cía <S.R.L.>');
    expect(root.receptor.nombre).toBe('Compañía "Logística" del Paraná');
    expect(xml).toContain('Ñandú &amp; Cía &lt;S.R.L.&gt;');
  });

  it('carries the request detail exactly as sent, in WSFEv1 order', () => {
    const detail = root.solicitud.FeCAEReq.FeDetReq.FECAEDetRequest;
    expect(Object.keys(detail)).toEqual([
      'Concepto', 'DocTipo', 'DocNro', 'CbteDesde', 'CbteHasta', 'CbteFch', 'ImpTotal', 'ImpTotConc', 'ImpNeto', 'ImpOpEx',
      'ImpTrib', 'ImpIVA', 'MonId', 'MonCotiz', 'CondicionIVAReceptorId', 'CbtesAsoc', 'Tributos', 'Iva',
    ]);
    expect(detail.ImpTotal).toBe(request.detail.ImpTotal);
    expect(detail.ImpTrib).toBe('10.00');
    expect(detail.CbtesAsoc).toEqual({ CbteAsoc: { Tipo: '1', PtoVta: '1', Nro: '42', CbteFch: '20250710' } });
    expect(detail.Tributos).toEqual({ Tributo: { Id: '99', Desc: 'Tasa <municipal> & "otra"', BaseImp: '1000.00', Alic: '1.00', Importe: '10.00' } });
    expect(detail.Iva).toEqual({ AlicIva: { Id: '5', BaseImp: '1000.00', Importe: '210.00' } });
  });

  it('carries the answer: result, CAE, due date and observations, and the QR URL', () => {
    const answer = root.respuesta.FECAESolicitarResult;
    expect(answer.FeCabResp.Resultado).toBe('A');
    expect(answer.FeCabResp.FchProceso).toBe('20250715103000');
    expect(answer.FeDetResp.FECAEDetResponse.CAE).toBe('75123456789012');
    expect(answer.FeDetResp.FECAEDetResponse.CAEFchVto).toBe('20250725');
    expect(answer.FeDetResp.FECAEDetResponse.Observaciones).toEqual({ Obs: { Code: '10217', Msg: 'El credito fiscal discriminado <solo> podra…' } });
    expect(root.qr).toBe(view.qrUrl);
    expect(root.qr.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
  });

  it('renders the sample credit note view', () => {
    const sample = sampleNotaCreditoA();
    expect(sample.associated).toEqual([{ typeCode: 1, ptoVta: 1, number: 42, cuit: '30712345671', date: '2025-07-15' }]);
  });
});

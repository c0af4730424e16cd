import { createClientAsync } from 'soap';
import { signCms } from '../crypto/cms';
import { buildTra } from '../wsaa/wsaa.client';
import { facturaA, ISSUER_CUIT, useTestKit, TEST_TODAY } from '../testing/taxauth-test-kit';

/**
 * node-soap (the SOAP library facturajs and many Node clients use, unmodified) builds its client from the served
 * WSDLs: it must find the operations and the address, and read typed values (numbers, lists) from the answers.
 */
describe('node-soap against the simulator', () => {
  const kit = useTestKit();

  it('WSAA: loginCms from the WSDL returns a ticket', async () => {
    kit.sim.control.wsaaSettings.enforceAlreadyAuthenticated = false;
    try {
      const client = await createClientAsync(`${kit.sim.urls.wsaa}?wsdl`);
      const now = kit.sim.control.clock.now();
      const cms = signCms(buildTra({ service: 'wsfe', now }), kit.credentials.certPem, kit.credentials.keyPem, now);
      const [result] = (await client['loginCmsAsync']({ in0: cms })) as [{ loginCmsReturn: string }];
      expect(result.loginCmsReturn).toContain('<loginTicketResponse');
    } finally {
      kit.sim.control.wsaaSettings.enforceAlreadyAuthenticated = true;
    }
  });

  it.each([
    ['SOAP 1.1', false],
    ['SOAP 1.2', true],
  ])('%s: WSFEv1 numbers come back as numbers, so the next voucher number is right', async (_label, soap12) => {
    const client = await createClientAsync(`${kit.sim.urls.wsfe}?WSDL`, soap12 ? { forceSoap12Headers: true } : {});
    if (soap12) client.setEndpoint(kit.sim.urls.wsfe);
    const Auth = { Token: kit.auth.token, Sign: kit.auth.sign, Cuit: ISSUER_CUIT };
    const ptoVta = soap12 ? 61 : 60;
    kit.sim.control.seedSequence({ cuit: ISSUER_CUIT, ptoVta, cbteTipo: 1, lastNro: 22 });
    const [last] = (await client['FECompUltimoAutorizadoAsync']({ Auth, PtoVta: ptoVta, CbteTipo: 1 })) as [{ FECompUltimoAutorizadoResult: { CbteNro: unknown } }];
    expect(last.FECompUltimoAutorizadoResult.CbteNro).toBe(22);
    const next = (last.FECompUltimoAutorizadoResult.CbteNro as number) + 1;
    const d = facturaA(next);
    const detail = {
      Concepto: d.concepto, DocTipo: d.docTipo, DocNro: d.docNro, CbteDesde: next, CbteHasta: next, CbteFch: TEST_TODAY,
      ImpTotal: 121, ImpTotConc: 0, ImpNeto: 100, ImpOpEx: 0, ImpTrib: 0, ImpIVA: 21, MonId: 'PES', MonCotiz: 1, CondicionIVAReceptorId: 1,
      Iva: { AlicIva: [{ Id: 5, BaseImp: 100, Importe: 21 }] },
    };
    const [cae] = (await client['FECAESolicitarAsync']({ Auth, FeCAEReq: { FeCabReq: { CantReg: 1, PtoVta: ptoVta, CbteTipo: 1 }, FeDetReq: { FECAEDetRequest: [detail] } } })) as [
      { FECAESolicitarResult: { FeCabResp: { Resultado: string; CantReg: unknown }; FeDetResp: { FECAEDetResponse: { CAE: string; CbteDesde: unknown }[] | { CAE: string; CbteDesde: unknown } } } },
    ];
    expect(cae.FECAESolicitarResult.FeCabResp).toMatchObject({ Resultado: 'A', CantReg: 1 });
    const details = ([] as { CAE: string; CbteDesde: unknown }[]).concat(cae.FECAESolicitarResult.FeDetResp.FECAEDetResponse);
    expect(details[0].CAE).toMatch(/^\d{14}$/);
    expect(details[0].CbteDesde).toBe(23);
  });
});

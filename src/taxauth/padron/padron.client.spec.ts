import { SoapFaultError } from '../soap/soap-call';
import { ISSUER_CUIT, startTestKit, type TestKit } from '../testing/taxauth-test-kit';
import { PADRON_A5_SERVICE, PadronClient } from './padron.client';

describe('PadronClient against the simulator', () => {
  let kit: TestKit;
  let padron: PadronClient;
  let auth: { token: string; sign: string; cuitRepresentada: string };
  beforeAll(async () => {
    kit = await startTestKit();
    padron = new PadronClient(kit.http, kit.sim.urls.padron);
    const ticket = await kit.wsaa.login(kit.credentials, PADRON_A5_SERVICE);
    auth = { token: ticket.token, sign: ticket.sign, cuitRepresentada: ISSUER_CUIT };
  });
  afterAll(() => kit.close());

  it('returns the persona of a registered responsable inscripto, lists as arrays', async () => {
    const { persona, metadata } = await padron.getPersona(auth, '30000000007');
    expect(persona.datosGenerales).toMatchObject({ razonSocial: 'EMPRESA PRUEBA SA', idPersona: '30000000007', estadoClave: 'ACTIVO', tipoPersona: 'JURIDICA' });
    expect(persona.datosRegimenGeneral?.['impuesto']).toEqual(expect.arrayContaining([expect.objectContaining({ idImpuesto: '30', descripcionImpuesto: 'IVA' })]));
    expect(Array.isArray(persona.datosRegimenGeneral?.['actividad'])).toBe(true);
    expect(metadata.servidor).toBe('simulador');
  });

  it('returns datosMonotributo for a monotributista', async () => {
    const { persona } = await padron.getPersona(auth, '20111111112');
    expect(persona.datosMonotributo?.['categoriaMonotributo']).toMatchObject({ idImpuesto: '20' });
    expect(persona.datosRegimenGeneral).toBeUndefined();
  });

  it('faults for an unknown CUIT and for a WSFE ticket', async () => {
    await expect(padron.getPersona(auth, '20000000001')).rejects.toThrow(SoapFaultError);
    await expect(padron.getPersona({ token: kit.auth.token, sign: kit.auth.sign, cuitRepresentada: ISSUER_CUIT }, '30000000007')).rejects.toThrow(/token o sign/);
  });
});

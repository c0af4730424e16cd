import { padronPersona } from '../simulator/simulator.fixtures';
import type { PadronPersona } from './padron.client';
import { registryPersonFrom } from './registry-person';

/** The simulator's records, as the client hands them over (XML text: every number a string). */
const asParsed = (record: object): PadronPersona => JSON.parse(JSON.stringify(record, (_k, v: unknown) => (typeof v === 'number' ? String(v) : v))) as PadronPersona;

describe('registryPersonFrom (padrón A5 → receiver)', () => {
  it.each([
    ['a Responsable Inscripto company', padronPersona('30500010912', 'CLIENTE RESPONSABLE INSCRIPTO SA', 'RI'), 'CLIENTE RESPONSABLE INSCRIPTO SA', 1, 'JURIDICA'],
    ['a monotributista person (apellido + nombre)', padronPersona('20111111112', 'PEREZ JUAN', 'MONOTRIBUTO', 'FISICA'), 'PEREZ JUAN', 6, 'FISICA'],
    ['an IVA-exempt person', padronPersona('27000000006', 'GOMEZ ANA', 'EXENTO', 'FISICA'), 'GOMEZ ANA', 4, 'FISICA'],
  ])('reads %s', (_label, record, name, condicionIva, kind) => {
    const person = registryPersonFrom('30500010912', asParsed(record));
    expect(person).toEqual({
      cuit: '30500010912',
      name,
      condicionIva,
      address: 'AV SIEMPRE VIVA 742, CIUDAD AUTONOMA BUENOS AIRES, CP 1000',
      kind,
      status: 'ACTIVO',
    });
  });

  it('gives IVA NO ALCANZADO 15, and no condition when the registry states no VAT tax', () => {
    const general = { datosGenerales: { razonSocial: 'ASOCIACION CIVIL', tipoPersona: 'JURIDICA' } };
    expect(registryPersonFrom('30000000007', { ...general, datosRegimenGeneral: { impuesto: [{ idImpuesto: '34' }] } }).condicionIva).toBe(15);
    expect(registryPersonFrom('30000000007', { ...general, datosRegimenGeneral: { impuesto: [{ idImpuesto: '10' }] } }).condicionIva).toBeNull();
    expect(registryPersonFrom('30000000007', { errorConstancia: { error: ['sin datos'] } })).toMatchObject({ name: null, condicionIva: null, address: null, kind: null });
  });
});

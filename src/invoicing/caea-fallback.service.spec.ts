import { caeaPointsOfSale } from './caea-fallback.service';

const answer = (points: Array<{ Nro: number; EmisionTipo: string; Bloqueado?: string; FchBaja?: string }>) => ({
  ResultGet: { PtoVenta: points.map((p) => ({ Bloqueado: 'N', FchBaja: 'NULL', ...p })) },
});

describe('caeaPointsOfSale', () => {
  it.each([
    ['none stored', null, []],
    ['CAE points only', answer([{ Nro: 1, EmisionTipo: 'CAE - Ri Iva' }, { Nro: 2, EmisionTipo: 'CAE - Ri Iva' }]), []],
    ['CAEA points, lowest first', answer([{ Nro: 12, EmisionTipo: 'CAEA - Ri Iva' }, { Nro: 1, EmisionTipo: 'CAE - Ri Iva' }, { Nro: 9, EmisionTipo: 'caea' }]), [9, 12]],
    ['blocked or withdrawn CAEA points are left out', answer([{ Nro: 9, EmisionTipo: 'CAEA - Ri Iva', Bloqueado: 'S' }, { Nro: 10, EmisionTipo: 'CAEA - Ri Iva', FchBaja: '20250101' }, { Nro: 11, EmisionTipo: 'CAEA - Ri Iva' }]), [11]],
    ['a single point of sale (not a list)', { ResultGet: { PtoVenta: { Nro: 5, EmisionTipo: 'CAEA - Monotributo', Bloqueado: 'N', FchBaja: 'NULL' } } }, [5]],
  ])('%s', (_name, stored, expected) => {
    expect(caeaPointsOfSale(stored)).toEqual(expected);
  });
});

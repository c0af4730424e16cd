import { issuableVoucherTypes } from './issuable-types';

describe('issuableVoucherTypes', () => {
  it.each([
    ['a monotributista in the registry', { datosMonotributo: {} }, null, [11, 12, 13]],
    ['a Responsable Inscripto in the registry', { datosRegimenGeneral: {} }, 11, [1, 2, 3, 6, 7, 8]],
    ['no registry data, default type C', null, 11, [11, 12, 13]],
    ['no registry data, default type B', null, 6, [1, 2, 3, 6, 7, 8]],
    ['no registry data and no default', null, null, [1, 2, 3, 6, 7, 8]],
  ])('%s', (_case, persona, defaultInvoiceType, expected) => {
    expect(issuableVoucherTypes({ persona, defaultInvoiceType })).toEqual(expected);
  });
});

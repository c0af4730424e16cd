import { setupProgress, storedPointsOfSale, type ProgressInputs } from './setup-progress';

const none: ProgressInputs = {
  integrationMode: null,
  testingCertificateValid: false,
  productionCertificateValid: false,
  testingTaxauthConnectionValid: false,
  productionTaxauthConnectionValid: false,
  pointsOfSaleCount: 0,
  defaultConcept: null,
};

describe('setupProgress', () => {
  it.each<[string, Partial<ProgressInputs>, number]>([
    ['nothing done', {}, 0],
    ['testing certificate', { testingCertificateValid: true }, 20],
    ['production certificate', { productionCertificateValid: true }, 30],
    ['points of sale', { pointsOfSaleCount: 2 }, 30],
    ['default concept', { defaultConcept: 2 }, 20],
    ['everything', { testingCertificateValid: true, productionCertificateValid: true, pointsOfSaleCount: 1, defaultConcept: 1 }, 100],
    ['delegation verified counts as ready', { integrationMode: 'DELEGATION', testingTaxauthConnectionValid: true, productionTaxauthConnectionValid: true }, 50],
    ['a working connection without delegation mode is not a certificate', { testingTaxauthConnectionValid: true }, 0],
  ])('%s → %i', (_, patch, expected) => {
    expect(setupProgress({ ...none, ...patch })).toBe(expected);
  });
});

describe('storedPointsOfSale', () => {
  it.each<[unknown, number]>([
    [null, 0],
    [{}, 0],
    [{ ResultGet: { PtoVenta: { Nro: 1 } } }, 1],
    [{ ResultGet: { PtoVenta: [{ Nro: 1 }, { Nro: 2 }] } }, 2],
  ])('%j has %i', (pos, count) => {
    expect(storedPointsOfSale(pos)).toHaveLength(count);
  });
});

import { compactScore, descriptionTokens, PriceMatcher, wordSimilarity } from './price-matcher';

const LIST = [
  { description: 'Tornillo autoperforante punta mecha cabeza tanque 8 x 1/2" caja x 100 u.', unitPrice: 4575.46 },
  { description: 'Tornillo autoperforante punta mecha cabeza tanque 8 x 3/4" caja x 100 u.', unitPrice: 5811.29 },
  { description: 'Tornillo para madera cabeza fresada zincado 4 x 40 mm caja x 100 u.', unitPrice: 5826.75 },
  { description: 'Tornillo hexagonal zincado con tuerca 1/4 x 1" caja x 50 u.', unitPrice: 5445.67 },
  { description: 'Tornillo hexagonal zincado con tuerca 1/4 x 2" caja x 50 u.', unitPrice: 7346.83 },
  { description: 'Disco flap 115 mm grano 60', unitPrice: 2535.8 },
  { description: 'Disco flap 115 mm grano 80', unitPrice: 2875.69 },
  { description: 'Llave combinada 17 mm', unitPrice: 6895.97 },
  { description: 'Llave combinada 19 mm', unitPrice: 7575.65 },
  { description: 'Mecha para hormigón widia 8 mm', unitPrice: 5089.83 },
  { description: 'Mecha para hormigón widia 10 mm', unitPrice: 7308.45 },
  { description: 'Esmalte sintético brillante blanco 1 L', unitPrice: 9044.29 },
  { description: 'Esmalte sintético brillante blanco 4 L', unitPrice: 20568.49 },
  { description: 'Agua mineral 500ml pack x 12', unitPrice: 6100 },
  { description: 'Agua mineral 1,5 L pack x 6', unitPrice: 5200 },
  { description: 'Cemento Portland normal bolsa 50 kg', unitPrice: 13491.49 },
  { description: 'Cemento Portland normal bolsa 25 kg', unitPrice: 7660.67 },
  { description: 'Cal hidráulica bolsa 25 kg', unitPrice: 6738.83 },
  { description: 'Manguera de jardín reforzada 1/2" 25 m', unitPrice: 17284.4 },
  { description: 'Manguera de jardín reforzada 1/2" 15 m', unitPrice: 10135.47 },
];

describe('PriceMatcher', () => {
  const matcher = new PriceMatcher(LIST);

  it.each([
    ['TORN. MADERA C/FRESADA ZINC. 4 X40MM X100 U.', 5826.75],
    ['TORNLILO AUTOPERFORANTE PUNTA MECHA CABEZA TANQUE 8 X 1/2" CAJA X 100 U.', 4575.46],
    ['TORNILLO AUTOPERF. P/MECHA CAB. TANQUE 8 X 3/4" CJ X 100', 5811.29],
    ['BULON HEX. ZINC. C/TUERCA 1/4 POR 2\'\' C/50', 7346.83],
    ['DISSCO FLAP 115 GR. 80', 2875.69],
    ['LLAVE COMB. 19 MM', 7575.65],
    ['MECHA WIDIA P/HORMIGON 8 M/M', 5089.83],
    ['ESMALTE SINT. BRILLANTE BLANCO 1 L', 9044.29],
    ['AGUA MIN. 500 ML X12', 6100],
    ['CEMENTO PORTLAND X50KG', 13491.49],
    ['CEMENTO PORTLAND BLS 25 KGS', 7660.67],
    ['MANGUERA JARDIN REFORZ. 1/2" 15 MTS', 10135.47],
  ])('%s -> %s', (description, price) => {
    const match = matcher.match(description);
    expect(match.best?.entry.unitPrice).toBe(price);
    expect(match.ambiguous).toBe(false);
  });

  it.each([
    'SOLDADORA INVERTER 200 A',
    'TORNILLO AUTOPERFORANTE PUNTA MECHA CABEZA TANQUE 8 X 1" CAJA X 100', // size not in the list
    'DISCO FLAP 115 GR 120',
    'LLAVE COMB. 22 MM',
  ])('%s has no price in the list', (description) => {
    expect(matcher.match(description).best).toBeNull();
  });

  it('reports two close candidates with different prices as ambiguous', () => {
    const match = matcher.match('ESMALTE SINTETICO BRILLANTE BLANCO');
    expect(match.best).not.toBeNull();
    expect(match.ambiguous).toBe(true);
    expect(match.runnerUp?.entry.unitPrice).not.toBe(match.best?.entry.unitPrice);
  });

  it('normalizes units, decimals and abbreviations on both sides', () => {
    // the exponent of mm² is the unit's, not a number of the article
    expect(descriptionTokens('Cable 1,5 mm² x100mts c/ficha')).toEqual({ words: ['cable', 'mm', 'm', 'ficha'], numbers: new Set(['1.5', '100']) });
    expect(wordSimilarity('comb', 'combinada')).toBeGreaterThan(0.8);
    expect(wordSimilarity('tonrillo', 'tornillo')).toBeGreaterThan(0.8);
    expect(wordSimilarity('mecha', 'madera')).toBe(0);
  });
});

describe('a unit exponent', () => {
  it('is part of the unit: "mm²", OCR\'s "mm?" and "mm" read alike, and price the same article', () => {
    expect(descriptionTokens('Cable unipolar 2,5 mm² rollo x 100 m')).toEqual(descriptionTokens('CABLE UNIP. 2,5 MM? RLL X 100 M'.replace('UNIP.', 'unipolar').replace('RLL', 'rollo')));
    const matcher = new PriceMatcher([
      { description: 'Cable unipolar 2,5 mm² rollo x 100 m', unitPrice: 72450.3 },
      { description: 'Cable unipolar 4 mm² rollo x 100 m', unitPrice: 98320.1 },
    ]);
    const match = matcher.match('Cable unipolar 2,5 mm? rollo x 100 m');
    expect(match.best?.entry.unitPrice).toBe(72450.3);
    expect(match.ambiguous).toBe(false);
  });
  it('prices a description whose words OCR glued together, but never one with other measures', () => {
    const matcher = new PriceMatcher([
      { description: 'Cemento portland bolsa 50 kg', unitPrice: 11250 },
      { description: 'Tornillo 8 x 1/2', unitPrice: 100 },
      { description: 'Tornillo 8 x 3/4', unitPrice: 120 },
    ]);
    expect(matcher.match('Cementoportland bolsa50kg').best?.entry.unitPrice).toBe(11250);
    expect(compactScore('tornillo8x12', 'tornillo8x34')).toBe(0);
  });
});

import { startSimulator } from './simulator';
import { ExchangeRates, DEFAULT_EXCHANGE_RATES, isBusinessDay, previousBusinessDay } from './simulator.rates';
import { facturaA, useTestKit, TEST_TODAY } from '../testing/taxauth-test-kit';

describe('simulator parameter tables and exchange rates', () => {
  const kit = useTestKit();

  it('lists the tables as the homologation service does: 36 document types, 50 currencies, 24 optional-data types', async () => {
    const docs = await kit.wsfe.paramTable(kit.auth, 'FEParamGetTiposDoc');
    expect(docs.items).toHaveLength(36);
    expect(docs.items.find((d) => d.id === '3')).toMatchObject({ desc: 'CI Córdoba', fchDesde: '20080725' });
    const currencies = await kit.wsfe.paramTable(kit.auth, 'FEParamGetTiposMonedas');
    expect(currencies.items).toHaveLength(50);
    expect(currencies.items.find((c) => c.id === '010')?.desc).toBe('Pesos Mejicanos');
    const optional = await kit.wsfe.paramTable(kit.auth, 'FEParamGetTiposOpcional');
    expect(optional.items).toHaveLength(24);
    expect(optional.items.find((o) => o.id === '2101')?.desc).toBe('Factura de Crédito Electrónica MiPyMEs (FCE) - CBU del Emisor');
    expect(optional.items.find((o) => o.id === '27')?.desc).toBe('Factura de Credito Electronica MiPyMEs (FCE) - Transferencia');
    expect((await kit.wsfe.paramTable(kit.auth, 'FEParamGetTiposCbte')).items).toHaveLength(36);
    expect((await kit.wsfe.paramTable(kit.auth, 'FEParamGetTiposTributos')).items).toHaveLength(11);
  });

  it('a currency of the full table (010) with the rate FEParamGetCotizacion gives is authorized', async () => {
    const { rate } = await kit.wsfe.exchangeRate(kit.auth, '010');
    expect(rate?.fchCotiz).toBe(previousBusinessDay(TEST_TODAY));
    const result = await kit.wsfe.requestCae(kit.auth, {
      ptoVta: 70, cbteTipo: 1,
      details: [facturaA(1, { monId: '010', monCotiz: rate?.monCotiz, canMisMonExt: 'S' })],
    });
    expect(result.errors).toEqual([]);
    expect(result.details[0]).toMatchObject({ resultado: 'A' });
  });

  it('the rate moves from one business day to the next, is the same for the same seed, and weekends keep Friday’s', async () => {
    const a = new ExchangeRates(DEFAULT_EXCHANGE_RATES);
    const b = new ExchangeRates(DEFAULT_EXCHANGE_RATES);
    const days = ['20250714', '20250715', '20250716', '20250717'];
    const rates = days.map((d) => a.rateOn('DOL', d)?.toFixed());
    expect(new Set(rates).size).toBe(4);
    expect(days.map((d) => b.rateOn('DOL', d)?.toFixed())).toEqual(rates);
    expect(new ExchangeRates(DEFAULT_EXCHANGE_RATES, { seed: 2, dailyVariation: 0.005, monthlyDrift: 0.02 }).rateOn('DOL', '20250715')?.toFixed()).not.toBe(rates[1]);
    // Monday 2025-07-14 has Friday 2025-07-11's closing in force; 2025-07-09 is a holiday.
    expect(a.inForce('DOL', '20250714')?.fchCotiz).toBe('20250711');
    expect(a.inForce('DOL', '20250710')?.fchCotiz).toBe('20250708');
    expect(isBusinessDay('20250709')).toBe(false);
    // The anchors are answered as set; between them the trend stays between them.
    expect(a.inForce('DOL', '20210722')).toEqual({ monId: 'DOL', fchCotiz: '20210721', monCotiz: '101.202' });
    const mid = Number(a.rateOn('DOL', '20250715'));
    expect(mid).toBeGreaterThan(1032.5 * 0.99);
    expect(mid).toBeLessThan(1450 * 1.01);
  });

  it('the control API sets a day’s rate', async () => {
    const sim = await startSimulator({ control: true, now: () => new Date('2025-07-15T12:00:00-03:00') });
    try {
      const ask = () => sim.control.state.exchangeRates.inForce('DOL', '20250716');
      const before = ask();
      const set = await fetch(`${sim.urls.control}/exchange-rates`, { method: 'POST', body: JSON.stringify({ monId: 'DOL', fchCotiz: '20250715', monCotiz: '1299.5' }) });
      expect(set.status).toBe(200);
      const after = ask();
      expect(after).toEqual({ monId: 'DOL', fchCotiz: '20250715', monCotiz: '1299.5' });
      expect(before?.monCotiz).not.toBe('1299.5');
      const bad = await fetch(`${sim.urls.control}/exchange-rates`, { method: 'POST', body: JSON.stringify({ monId: 'DOL', fchCotiz: '2025-07-15', monCotiz: 'x' }) });
      expect(bad.status).toBe(400);
    } finally {
      await sim.close();
    }
  });

  it('FEParamGetCotizacion answers today’s rate in force and refuses a future date', async () => {
    const today = await kit.wsfe.exchangeRate(kit.auth, 'DOL');
    const yesterday = await kit.wsfe.exchangeRate(kit.auth, 'DOL', '20250714');
    expect(today.rate?.fchCotiz).toBe('20250714');
    expect(yesterday.rate?.fchCotiz).toBe('20250711');
    expect(today.rate?.monCotiz).not.toBe(yesterday.rate?.monCotiz);
    expect((await kit.wsfe.exchangeRate(kit.auth, 'DOL', '20250801')).errors[0].code).toBe(12001);
  });
});

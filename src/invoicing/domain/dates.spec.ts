import { addDays, argentinaDate, checkVoucherDates, isIsoDate, toCbteFch, VoucherDatesInput } from './dates';

describe('argentinaDate (UTC−3)', () => {
  it.each([
    ['2025-07-16T02:59:59Z', '2025-07-15'],
    ['2025-07-16T03:00:00Z', '2025-07-16'],
    ['2025-01-01T01:00:00Z', '2024-12-31'],
  ])('%s → %s', (instant, date) => {
    expect(argentinaDate(new Date(instant))).toBe(date);
  });
});

describe('date helpers', () => {
  it.each([
    ['2025-02-28', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['20250715', false],
  ])('isIsoDate(%s) = %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  it.each([
    ['2025-07-15', -5, '2025-07-10'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-12-31', 1, '2025-01-01'],
  ])('addDays(%s, %s) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('formats CbteFch', () => {
    expect(toCbteFch('2025-07-15')).toBe('20250715');
  });
});

describe('checkVoucherDates (TAXAUTH §3.4)', () => {
  const today = '2025-07-15';
  const base: VoucherDatesInput = { concepto: 1, date: today, today, fce: null };
  const services = { concepto: 2, serviceFrom: '2025-06-01', serviceTo: '2025-06-30', dueDate: '2025-07-25' };
  it.each<[string, Partial<VoucherDatesInput>, string[]]>([
    ['products today', {}, []],
    ['products N−5', { date: '2025-07-10' }, []],
    ['products N−6', { date: '2025-07-09' }, ['10016']],
    ['products N+5', { date: '2025-07-20' }, []],
    ['products N+6', { date: '2025-07-21' }, ['10016']],
    ['products ahead into next month', { today: '2025-07-29', date: '2025-08-01' }, ['10152']],
    ['services N−10', { ...services, date: '2025-07-05' }, []],
    ['services N−11', { ...services, date: '2025-07-04', dueDate: '2025-07-25' }, ['10016']],
    ['services N+10', { ...services, date: '2025-07-25' }, []],
    ['services without period nor due date', { concepto: 2 }, ['10049', '10049', '10049']],
    ['products and services without due date', { ...services, concepto: 3, dueDate: null }, ['10049']],
    ['period backwards', { ...services, serviceFrom: '2025-07-01', serviceTo: '2025-06-30' }, ['10032']],
    ['due date before the voucher date', { ...services, dueDate: '2025-07-14' }, ['10036']],
    ['FCE invoice N+1', { fce: 'invoice', date: '2025-07-16', dueDate: '2025-08-15' }, []],
    ['FCE invoice N+2', { fce: 'invoice', date: '2025-07-17', dueDate: '2025-08-15' }, ['10016']],
    ['FCE invoice without due date', { fce: 'invoice' }, ['10163']],
    ['FCE note N+1', { fce: 'note', date: '2025-07-16' }, ['10016']],
    ['date before the last voucher', { lastVoucherDate: '2025-07-16' }, ['10016']],
    ['date equal to the last voucher', { lastVoucherDate: today }, []],
    ['bad concepto', { concepto: 4 }, ['10030']],
    ['not a date', { date: '15/07/2025' }, ['invalid_date']],
  ])('%s', (_name, change, codes) => {
    expect(checkVoucherDates({ ...base, ...change }).problems.map((p) => p.code)).toEqual(codes);
  });

  it.each<[string, Partial<VoucherDatesInput>, object]>([
    ['services send all three', services, { FchServDesde: '20250601', FchServHasta: '20250630', FchVtoPago: '20250725' }],
    ['products send none', { serviceFrom: '2025-06-01', dueDate: '2025-07-20' }, {}],
    ['FCE products send the due date', { fce: 'invoice', dueDate: '2025-08-15' }, { FchVtoPago: '20250815' }],
  ])('%s', (_name, change, dates) => {
    expect(checkVoucherDates({ ...base, ...change }).dates).toEqual(dates);
  });
});

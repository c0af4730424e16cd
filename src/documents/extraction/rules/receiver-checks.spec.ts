import { fixtureDocument } from '../../layout/layout-fixture';
import { doubtfulName, extractWithRules } from './rules-extractor';
import { toLines } from './text-lines';
import { conditionFitsLetter, printedVoucherLetter } from './voucher-letter';

const letter = (text: string) => printedVoucherLetter(toLines([{ number: 1, text }]));

describe('the letter an invoice prints for itself', () => {
  it('is read from its title, its box beside the title or its voucher code', () => {
    expect(letter('FRIGORÍFICO LAGUNA BRAVA\tB\tFACTURA\nCód. 06')).toBe('B');
    expect(letter('FACTURA “A”\nN° 0001-00001234')).toBe('A');
    expect(letter('Distribuidora Norte\tFACTURA\nCOD. 011')).toBe('C');
    expect(letter('FACTURA DE CRÉDITO ELECTRÓNICA MiPyMEs (FCE) A')).toBe('A');
  });

  it("is none when two disagree, or on a proforma's, an order's or a remito's design", () => {
    expect(letter('FACTURA A\nCód. 06')).toBeNull();
    expect(letter('SERVICIOS INTEGRALES\tA\tPROFORMA\nCód. 01\nFactura a emitir al aprobar')).toBeNull();
    expect(letter('REMITO\tR\nCód. 91')).toBeNull();
    expect(letter('Presupuesto Nro. 4')).toBeNull();
  });

  it('goes with the conditions a Responsable Inscripto may bill under it', () => {
    expect(conditionFitsLetter('B', 1)).toBe(false);
    expect(conditionFitsLetter('B', 6)).toBe(true);
    expect(conditionFitsLetter('A', 5)).toBe(false);
    expect(conditionFitsLetter('A', 6)).toBe(true);
    expect(conditionFitsLetter('C', 1)).toBe(true);
  });
});

describe("the customer's condition against the printed letter (eleventh session)", () => {
  const invoice = (title: string) => fixtureDocument([
    [40, [[30, 'Frigorífico Laguna Brava S.A.'], [420, title]]],
    [60, [[30, 'CUIT 33-22215263-7 · I.V.A. Resp. Inscripto'], [420, 'N° 0007-00021915']]],
    [100, [[30, 'Cliente: Diego Peralta'], [300, 'CUIT 27-65492992-6']]],
    [115, [[30, 'Condición IVA: Responsable Inscripto']]],
    [160, [[30, 'Descripción'], [300, 'Cantidad'], [380, 'Precio'], [460, 'Importe']]],
    [175, [[30, 'Pollo entero fresco'], [300, '2'], [380, '100,00'], [460, '200,00']]],
    [220, [[380, 'TOTAL'], [460, '200,00']]],
  ]);

  it('doubts a Responsable Inscripto read on a Factura B, and says why', () => {
    const { data, fieldConfidence, notes } = extractWithRules(invoice('FACTURA B'), { issuerCuit: '33222152637' });
    expect(data.receiver.condicionIva).toBe(1);
    expect(fieldConfidence['receiver.condicionIva']).toBeLessThan(0.6);
    expect(notes).toContain('receiver condition 1 does not go with the printed letter B');
  });

  it('leaves it as read on a Factura A', () => {
    const { fieldConfidence } = extractWithRules(invoice('FACTURA A'), { issuerCuit: '33222152637' });
    expect(fieldConfidence['receiver.condicionIva']).toBeGreaterThan(0.8);
  });
});

describe("a customer's name that is no likely name (eleventh session)", () => {
  it('is doubted: the end of another line, too short, an address or a place', () => {
    expect(doubtfulName('de Pendiente')).toMatch(/lower case/);
    expect(doubtfulName('es')).not.toBeNull();
    expect(doubtfulName('Vrquiza 3649 (S2000) Rosario, Santa')).toMatch(/postal code/);
    expect(doubtfulName('Rosario, Santa')).toMatch(/place/);
    expect(doubtfulName('Córdoba')).toMatch(/place/);
    expect(doubtfulName('Slermachicaobreventas.com')).toMatch(/web address/);
    expect(doubtfulName('Ventas@sierrachica.com.ar')).toMatch(/e-mail/);
  });

  it('is not, for names that only share a word with a place or are short companies', () => {
    for (const name of ['Ricardo Giménez', 'Panificadora Córdoba S.A.', 'Rosario Peralta', 'YPF S.A.', 'Consumidor Final', 'Distribuidora Santa Fe Norte S.R.L.', 'Despegar.com Argentina S.R.L.']) expect(doubtfulName(name)).toBeNull();
  });
});

describe("a customer's condition not read (eleventh session)", () => {
  // The customer's block prints no condition; the line under the items does, or a sentence about the issuer does.
  const invoice = (footLine: string | null) => fixtureDocument([
    [40, [[30, 'Maderera Los Talas S.R.L.'], [420, 'FACTURA A']]],
    [55, [[30, 'C.U.I.T. 33-42214074-9 · I.V.A. RESPONSABLE INSCRIPTO'], [420, 'N° 0001-00008295']]],
    [100, [[30, 'Señor/es: Logística Santa Brígida S.R.L.'], [300, 'C.U.I.T. 33-57188902-7']]],
    [160, [[30, 'Descripción'], [300, 'Cantidad'], [380, 'Precio'], [460, 'Importe']]],
    [175, [[30, 'Fenólico 18 mm'], [300, '2'], [380, '100,00'], [460, '200,00']]],
    ...(footLine ? [[300, [[30, footLine]]] as [number, Array<[number, string]>]] : []),
  ]);

  it("is doubted when the document names a condition beyond the letterhead's, and says so", () => {
    const { data, fieldConfidence, notes } = extractWithRules(invoice('Condición del cliente: Monotributo'), { issuerCuit: '33422140749' });
    expect(data.receiver.condicionIva).toBeNull();
    expect(fieldConfidence['receiver.condicionIva']).toBe(0);
    expect(notes.join(' ')).toMatch(/receiver condition not read/);
  });

  it("is certain when the document names none but the issuer's, or only in a sentence about the issuer", () => {
    expect(extractWithRules(invoice(null), { issuerCuit: '33422140749' }).fieldConfidence['receiver.condicionIva']).toBe(1);
    const note = extractWithRules(invoice('Comprobante emitido por un Responsable Inscripto: discrimina el impuesto.'), { issuerCuit: '33422140749' });
    expect(note.data.receiver.condicionIva).toBeNull();
    expect(note.fieldConfidence['receiver.condicionIva']).toBe(1);
  });
});

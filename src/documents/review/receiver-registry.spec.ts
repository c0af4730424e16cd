import type { RegistryAnswer } from '../../taxauth/padron/padron-registry.service';
import type { RegistryPerson } from '../../taxauth/padron/registry-person';
import type { DraftData, DraftReceiver, TemplateHints } from '../document.types';
import { reviewDraft } from './draft-review';
import { applyRegistry, receiverCuitToLookUp } from './receiver-registry';

const CUIT = '30500010912';
const PERSON: RegistryPerson = {
  cuit: CUIT,
  name: 'CLIENTE RESPONSABLE INSCRIPTO SA',
  condicionIva: 1,
  address: 'AV SIEMPRE VIVA 742, CIUDAD AUTONOMA BUENOS AIRES, CP 1000',
  kind: 'JURIDICA',
  status: 'ACTIVO',
};
const FOUND: RegistryAnswer = { status: 'found', person: PERSON, cached: false };
const HINTS: TemplateHints = { ivaRate: 21, concepto: 1, pricesIncludeIva: false };
const PRODUCTION = { reportUnknown: true };

function sale(receiver: Partial<DraftReceiver>): DraftData {
  return {
    lines: [{ description: 'Servicio', quantity: 1, unitPrice: 1000, ivaRate: 21 }],
    receiver: { name: null, docType: 'CUIT', docNumber: CUIT, condicionIva: null, ...receiver },
    documentDate: '2026-11-25',
    currency: 'ARS',
    pricesIncludeIva: false,
    concepto: 1,
  };
}
const codes = (outcome: { issues: Array<{ code: string; severity?: string }> }) => outcome.issues.map((i) => [i.code, i.severity]);

describe('the receiver from the registry (applyRegistry)', () => {
  it('fills the name, VAT condition and address of a receiver found only by its CUIT, and the letter follows', () => {
    const outcome = applyRegistry(sale({}), HINTS, CUIT, FOUND, PRODUCTION);
    expect(outcome.data.receiver).toEqual({ name: PERSON.name, docType: 'CUIT', docNumber: CUIT, condicionIva: 1, address: PERSON.address });
    expect(outcome.filled).toEqual(['receiver.name', 'receiver.condicionIva', 'receiver.address']);
    expect(outcome.issues).toEqual([]);
    const reviewed = reviewDraft(outcome.data, HINTS, { today: '2026-11-25', issuerCondicionIva: 1, fieldConfidence: { 'receiver.name': 0, ...outcome.fieldConfidence } });
    expect(reviewed).toMatchObject({ voucherLetter: 'A', issues: [] });
    // Without the registry the letter cannot be decided and the empty name reads as a doubtful field.
    expect(reviewDraft(sale({}), HINTS, { today: '2026-11-25', issuerCondicionIva: 1 }).issues.map((i) => i.code)).toContain('voucher_letter_undetermined');
  });

  it('keeps what the document says; a different name is a note, the same name written otherwise is confirmed', () => {
    const other = applyRegistry(sale({ name: 'Gorosito y Orellana SRL', condicionIva: 6, address: 'Calle 1' }), HINTS, CUIT, FOUND, PRODUCTION);
    expect(other.data.receiver).toMatchObject({ name: 'Gorosito y Orellana SRL', condicionIva: 6, address: 'Calle 1' });
    expect(codes(other)).toEqual([['receiver_name_mismatch', 'note']]);
    expect(other.issues[0]).toMatchObject({ field: 'receiver.name', message: expect.stringContaining('CLIENTE RESPONSABLE INSCRIPTO SA') });

    const same = applyRegistry(sale({ name: 'Cliente Responsable Inscripto S.A.' }), HINTS, CUIT, FOUND, PRODUCTION);
    expect(same.issues).toEqual([]);
    expect(same.fieldConfidence['receiver.name']).toBe(1);
  });

  it("checks a template's fixed receiver against the registry without touching the document", () => {
    const hints: TemplateHints = { ...HINTS, receiverDocNumber: '30-50001091-2', receiverName: 'Otra Empresa SA' };
    const data = sale({ docNumber: null, docType: null });
    expect(receiverCuitToLookUp(data, hints)).toBe(CUIT);
    expect(codes(applyRegistry(data, hints, CUIT, FOUND, PRODUCTION))).toEqual([['receiver_name_mismatch', 'note']]);
  });

  it('notes a CUIT the registry does not know (where asked to) and a registry that did not answer; no credentials say nothing', () => {
    expect(codes(applyRegistry(sale({}), HINTS, CUIT, { status: 'not_found', cached: false }, PRODUCTION))).toEqual([['receiver_not_in_registry', 'note']]);
    expect(applyRegistry(sale({}), HINTS, CUIT, { status: 'not_found', cached: false }, { reportUnknown: false }).issues).toEqual([]);
    const down = applyRegistry(sale({}), HINTS, CUIT, { status: 'unavailable', reason: 'timeout' }, PRODUCTION);
    expect(codes(down)).toEqual([['receiver_registry_unavailable', 'note']]);
    expect(down.data).toEqual(sale({}));
    expect(applyRegistry(sale({}), HINTS, CUIT, { status: 'no_credentials' }, PRODUCTION)).toEqual({ data: sale({}), fieldConfidence: {}, issues: [], filled: [] });
  });

  it('looks up valid CUITs only: not a DNI, a CUIL or a bad check digit', () => {
    expect(receiverCuitToLookUp(sale({ docType: null }), HINTS)).toBe(CUIT);
    expect(receiverCuitToLookUp(sale({ docType: 'DNI', docNumber: '41454435' }), HINTS)).toBeNull();
    expect(receiverCuitToLookUp(sale({ docType: 'CUIL', docNumber: '20111111112' }), HINTS)).toBeNull();
    expect(receiverCuitToLookUp(sale({ docNumber: '30500010913' }), HINTS)).toBeNull();
    expect(receiverCuitToLookUp(sale({ docNumber: null }), HINTS)).toBeNull();
  });
});

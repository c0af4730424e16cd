import { RECEIVER_CONDITIONS_BY_LETTER, RECEIVER_VAT_CONDITIONS, RECEIVERS_OF_CLASS_A, VOUCHER_TYPES, voucherTypeInfo } from './tax-codes';
import { IssuerProfile, IssuerVatCondition, Problem, VoucherKind, VoucherLetter } from './voucher.types';

/** TAXAUTH §3.10 literal (10242, with the server's own typo "Consular"). */
export const MSG_10242 = 'El campo Condicion IVA receptor no es un valor valido. Consular metodo FEParamGetCondicionIvaReceptor';

/**
 * TAXAUTH §3.6: Monotributo and IVA-exento issuers only issue C; a Responsable Inscripto issues A (or "A con
 * leyenda" 51–53 when under special surveillance) to RI / monotributo receivers and B to everyone else.
 * Null when the receiver condition is not in the RG 5616 table.
 */
export function voucherLetterFor(issuer: IssuerProfile, receiverCondition: number): VoucherLetter | null {
  if (issuer.vatCondition !== IssuerVatCondition.ResponsableInscripto) return VoucherLetter.C;
  if (!RECEIVER_VAT_CONDITIONS.has(receiverCondition)) return null;
  if (RECEIVERS_OF_CLASS_A.has(receiverCondition)) return issuer.aConLeyenda ? VoucherLetter.M : VoucherLetter.A;
  return VoucherLetter.B;
}

/** The voucher type of a letter and kind: A 1/2/3, B 6/7/8, C 11/12/13, M 51/52/53, FCE 201…213. */
export function voucherTypeFor(letter: VoucherLetter, kind: VoucherKind, fce = false): number | null {
  return VOUCHER_TYPES.find((t) => t.letter === letter && t.kind === kind && t.fce === fce)?.code ?? null;
}

/**
 * Whether a requested voucher type fits the issuer and the receiver (RG 5616 class table, TAXAUTH §3.10),
 * so the API can reject before anything is sent. A null receiver condition checks the issuer side only.
 */
export function checkVoucherType(cbteTipo: number, issuer: IssuerProfile, receiverCondition: number | null): Problem[] {
  const info = voucherTypeInfo(cbteTipo);
  if (info === null) {
    return [{
      field: 'invoiceType',
      code: '10007',
      message: `Voucher type ${cbteTipo} is not issued by this service (A 1-3, B 6-8, C 11-13, M 51-53, FCE 201-213).`,
    }];
  }
  const problems: Problem[] = [];
  const issuerLetters = lettersForIssuer(issuer);
  if (!issuerLetters.includes(info.letter)) {
    problems.push({
      field: 'invoiceType',
      code: 'letter_not_allowed_for_issuer',
      message: `A ${describeIssuer(issuer)} issuer cannot issue class ${info.letter} vouchers (type ${cbteTipo}); allowed: ${issuerLetters.join(', ')}.`,
    });
  }
  if (receiverCondition === null) return problems;
  if (!RECEIVER_VAT_CONDITIONS.has(receiverCondition)) {
    problems.push({ field: 'receiver.condicionIva', code: '10242', message: MSG_10242 });
  } else if (!RECEIVER_CONDITIONS_BY_LETTER[info.letter].has(receiverCondition)) {
    // RG 5616: each class accepts only some receiver conditions (A: 1, 6, 13, 16; B: 4, 5, 7, 8, 9, 10, 15).
    problems.push({
      field: 'receiver.condicionIva',
      code: '10243',
      message: `Receiver condition ${receiverCondition} (${RECEIVER_VAT_CONDITIONS.get(receiverCondition)}) is not valid for class ${info.letter} (type ${cbteTipo}).`,
    });
  }
  return problems;
}

function lettersForIssuer(issuer: IssuerProfile): VoucherLetter[] {
  if (issuer.vatCondition !== IssuerVatCondition.ResponsableInscripto) return [VoucherLetter.C];
  return issuer.aConLeyenda ? [VoucherLetter.M, VoucherLetter.B] : [VoucherLetter.A, VoucherLetter.B];
}

function describeIssuer(issuer: IssuerProfile): string {
  if (issuer.vatCondition === IssuerVatCondition.Monotributo) return 'Monotributo';
  if (issuer.vatCondition === IssuerVatCondition.Exento) return 'IVA exento';
  return issuer.aConLeyenda ? 'Responsable Inscripto (A con leyenda)' : 'Responsable Inscripto';
}

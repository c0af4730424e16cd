import { formatCuit, isValidCuit } from '../../common/cuit';
import type { RegistryAnswer } from '../../taxauth/padron/padron-registry.service';
import { DraftData, DraftIssue, TemplateHints } from '../document.types';
import { nameTokens, sameName } from '../extraction/rules/receiver-block';
import { DraftIssueCode, issue } from './issue-codes';

/** Confidence of a receiver field the tax authority's registry gave or confirmed. */
export const REGISTRY_CONFIDENCE = 1;

export interface RegistryOutcome {
  /** The draft's data with what the document lacked filled from the registry. */
  data: DraftData;
  /** Field confidences the registry gives or confirms ("receiver.name", "receiver.condicionIva"). */
  fieldConfidence: Record<string, number>;
  issues: DraftIssue[];
  /** Fields filled from the registry. */
  filled: string[];
}

/**
 * The receiver CUIT the review will bill: the template's, else the document's when it is a CUIT (or of no stated
 * type) with a valid check digit. CUILs and DNIs are people the registry may not know: not looked up.
 */
export function receiverCuitToLookUp(data: DraftData, hints: TemplateHints): string | null {
  const fromTemplate = Boolean(hints.receiverDocNumber);
  const docType = fromTemplate ? (hints.receiverDocType ?? 'CUIT') : (data.receiver.docType ?? null);
  const digits = (fromTemplate ? hints.receiverDocNumber : data.receiver.docNumber)?.replace(/\D/g, '') ?? '';
  if (docType !== 'CUIT' && docType !== null) return null;
  return isValidCuit(digits) ? digits : null;
}

/**
 * Applies the registry's answer on `cuit` to the draft (pure): fills the receiver's name, VAT condition and
 * address the document lacks, confirms or flags the name it has, and turns "not registered" (when `reportUnknown`)
 * or "no answer" into notes. The document's own values are never replaced: the reviewer decides.
 */
export function applyRegistry(input: DraftData, hints: TemplateHints, cuit: string, answer: RegistryAnswer, options: { reportUnknown: boolean }): RegistryOutcome {
  const outcome: RegistryOutcome = { data: input, fieldConfidence: {}, issues: [], filled: [] };
  const shown = formatCuit(cuit);
  if (answer.status === 'no_credentials') return outcome;
  if (answer.status === 'unavailable') {
    outcome.issues.push(issue(DraftIssueCode.ReceiverRegistryUnavailable,
      `No se pudo consultar el padrón de ARCA para el CUIT ${shown} del cliente: el nombre y la condición frente al IVA son los del documento. Se vuelve a consultar al editar el borrador.`,
      'receiver.docNumber'));
    return outcome;
  }
  if (answer.status === 'not_found') {
    if (!options.reportUnknown) return outcome;
    outcome.issues.push(issue(DraftIssueCode.ReceiverNotInRegistry,
      `El CUIT ${shown} del cliente no figura en el padrón de ARCA: revisá el número (un dígito mal leído puede dar otro CUIT válido). ARCA rechaza una factura B a un CUIT que no está en el padrón.`,
      'receiver.docNumber'));
    return outcome;
  }

  const person = answer.person;
  const receiver = { ...input.receiver };
  const fromDocument = !hints.receiverDocNumber;
  if (fromDocument && !receiver.docType) receiver.docType = 'CUIT';

  const name = hints.receiverName ?? receiver.name;
  if (!name && person.name) {
    receiver.name = person.name;
    outcome.filled.push('receiver.name');
    outcome.fieldConfidence['receiver.name'] = REGISTRY_CONFIDENCE;
  } else if (name && person.name) {
    if (sameName(nameTokens(name), nameTokens(person.name))) outcome.fieldConfidence['receiver.name'] = REGISTRY_CONFIDENCE;
    else {
      outcome.issues.push(issue(DraftIssueCode.ReceiverNameMismatch,
        `El nombre del cliente ("${name}") no coincide con el que ARCA tiene para el CUIT ${shown} ("${person.name}"): revisá que el CUIT sea el del cliente.`,
        'receiver.name'));
    }
  }

  const condition = hints.receiverCondicionIva ?? receiver.condicionIva;
  if ((condition === null || condition === undefined) && person.condicionIva !== null) {
    // RG 5616: the receiver's condition is mandatory, and it decides A or B; the registry's is the one ARCA checks.
    receiver.condicionIva = person.condicionIva;
    outcome.filled.push('receiver.condicionIva');
    outcome.fieldConfidence['receiver.condicionIva'] = REGISTRY_CONFIDENCE;
  }

  if (!receiver.address && person.address) {
    receiver.address = person.address;
    outcome.filled.push('receiver.address');
  }
  outcome.data = { ...input, receiver };
  return outcome;
}

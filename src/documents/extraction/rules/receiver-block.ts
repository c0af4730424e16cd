import { DraftReceiver, TemplateHints } from '../../document.types';
import { conditionsToTick, findCuits, findDni, findInvalidCuit, parseCondicionIva, tickedCondition } from './identifiers';
import { fold, stripAccents, TextLine } from './text-lines';

export interface IssuerIdentity {
  cuits: Set<string>;
  /** Normalized name token lists of the issuer (letterhead, template instructions). */
  names: string[][];
}

export interface ReceiverResult {
  receiver: DraftReceiver;
  confidence: { name: number; docNumber: number; condicionIva: number };
  notes: string[];
  /** A CUIT printed for the customer whose check digit fails. */
  invalidDoc: string | null;
}

const LEGAL_WORDS = new Set(['sa', 'srl', 'sas', 'sau', 'sh', 'sca', 'saic', 'saci', 'sacif', 'ltda', 'y', 'de', 'del', 'la', 'el', 'los', 'las']);

export function nameTokens(name: string): string[] {
  const t = stripAccents(name).toLowerCase().replace(/&/g, ' y ').replace(/\./g, '').replace(/[^a-z0-9]+/g, ' ');
  return t.split(' ').filter((w) => w && !LEGAL_WORDS.has(w));
}

export function sameName(a: string[], b: string[]): boolean {
  if (!a.length || !b.length) return false;
  const common = a.filter((w) => b.some((x) => x === w || (w.length >= 4 && x.startsWith(w)) || (x.length >= 4 && w.startsWith(x))));
  return common.length / Math.min(a.length, b.length) >= 0.8;
}

/**
 * The issuer as far as we can tell: hints.issuerCuit, CUITs and names the template's instructions give for
 * the issuer ("El emisor ... es X S.R.L. (CUIT ...)"), and the letterhead (first lines of the document).
 */
export function issuerIdentity(lines: TextLine[], hints: TemplateHints, receiverLabelAt: number | null): IssuerIdentity {
  const cuits = new Set<string>();
  const names: string[][] = [];
  if (hints.issuerCuit) cuits.add(hints.issuerCuit.replace(/\D/g, ''));
  const instructions = hints.instructions ?? '';
  const fixedReceiver = hints.receiverDocNumber?.replace(/\D/g, '') ?? null;
  for (const c of findCuits(instructions)) if (c.digits !== fixedReceiver) cuits.add(c.digits);
  for (const m of instructions.matchAll(/([^()]{3,120}?)[\s,]*\(?\s*CUIT/gi)) {
    let name = m[1];
    const cut = Math.max(name.lastIndexOf(' es '), name.lastIndexOf('('), name.lastIndexOf(': '));
    if (cut >= 0) name = name.slice(cut + 1).replace(/^(es|:)\s+/, '');
    const tokens = nameTokens(name);
    if (tokens.length && tokens.length <= 8) names.push(tokens);
  }
  // Letterhead: CUITs printed before the customer block belong to the issuer.
  const headEnd = receiverLabelAt ?? Math.min(lines.length, 6);
  for (const line of lines.slice(0, headEnd)) for (const c of findCuits(line.text)) cuits.add(c.digits);
  // ... and so are CUITs printed on one line with the issuer's own registrations ("CUIT … · Ingresos Brutos … · Fecha
  // de Inicio de Actividades …"), wherever the letterhead sits: a footer's issuer line too.
  for (const line of lines.slice(headEnd)) {
    const key = fold(line.text);
    const captionsACustomer = key.split(/[\s.,:;/()·|-]+/).some((w) => NAME_LABEL_WORD.test(w));
    if (ISSUER_REGISTRATION.test(key) && !captionsACustomer) for (const c of findCuits(line.text)) cuits.add(c.digits);
  }
  for (const line of lines.slice(0, Math.min(3, headEnd))) {
    // The letterhead's own column: a customer block may sit beside it on the same line.
    const text = line.text.split('\t')[0];
    const tokens = nameTokens(text);
    if (tokens.length >= 2 && tokens.length <= 6 && !/\d/.test(text)) names.push(tokens);
  }
  return { cuits, names };
}

/** The issuer's registrations a voucher prints beside its CUIT, never a customer's. */
const ISSUER_REGISTRATION = /\b(INGRESOS BRUTOS|ING\.? ?BRUTOS|I\.?I\.? ?B\.?B\.?|INICIO DE ACTIVIDADES|INICIO ACT(IVIDADES|\.))/;
const RECEIVER_LABEL =
  /^(SENOR\(?ES\)?|SENORES|SR(ES)?\.? ?\/ ?SRA?S?\.?|SR\.?(ES)?\.?|SRES\.?|(APELLIDO Y NOMBRES?|NOMBRE Y APELLIDOS?)( ?(\/|O) ?RAZON SOCIAL)?|CLIENTE|RAZON ?SOCIAL|ENTREGAR ?A|PARA|DATOS ?DEL ?CLIENTE|FACTURAR ?A|DESTINATARIO|COMPRADOR|CONSIGNATARIO|ADQUIRENTE|NOMBRE)(?![A-Z0-9@._-])\s*:?\s*/;
const ISSUER_LABEL = /^(DATOS ?DEL ?EMISOR|EMISOR|EMPRESA|PROVEEDOR)\b/;
const BLOCK_END = /^(DETALLE|NUMERO|FECHA|VENDEDOR|FORMA ?DE ?PAGO|CONDICION DE VENTA|COND\. VENTA|CODIGO|DESCRIPCION|ITEM|#)\b/;
/** The issuer's and the voucher's own labels that open a line no customer's name does (both name readers use them). */
export const VOUCHER_LABEL_OPENINGS = 'INICIO\\b|INGRESOS BRUTOS|I\\.?I\\.?B\\.?B|VTO\\b|VENCIMIENTO|CAE\\b|PUNTO DE V(ENTA|TA)\\b|COMPROBANTE|PAGINA\\b';

const NOT_A_NAME = new RegExp(`^(DOMIC(ILIO|\\.|\\b)|DIREC(CION|\\.|\\b)|LOCALIDAD|C\\.?U\\.?I\\.?[TL]|D\\.?N\\.?I|COND|IVA|TEL|E-?MAIL|CP\\b|\\(|N[O°]\\b|NRO|NUMERO\\b|CTA\\b|CUENTA\\b|COD|DOCUMENTO|ENTREGAR|LUGAR DE|SUCURSAL|FECHA|FACTURA\\b|REMITO\\b|APELLIDO|RAZON SOCIAL|${VOUCHER_LABEL_OPENINGS})`);

/**
 * An e-mail address, also as OCR leaves it ("<ventas@…>" with its "@" lost: "<ventasgmail.com>"; "compras.laura
 * E gmail.com", "compras.lauraG gmail.com"): a word ending in a mail domain is no one's name.
 */
export const MAIL_ADDRESS = /[\w.+-]+@[\w-]+\.[\w.-]+|<[\w.+-]{3,}|[\w.+-]+\s?\S?\s(gmail|hotmail|yahoo|outlook|live|icloud)\.com\b|\b[\w-]+\.(com|net|org)\.ar\b/i;

/**
 * A sheet printed with its row numbers ("5  Cliente: …" on row 5 of a spreadsheet): the number in the margin is not
 * part of the line's label.
 */
const ROW_NUMBER = /^\d{1,3} +(?=[A-Z])/;

/** Where a receiver label starts on a line: after a spreadsheet's row number, if any. */
const labelStart = (key: string): number => ROW_NUMBER.exec(key)?.[0].length ?? 0;

export function findReceiverLabel(lines: TextLine[]): number | null {
  for (const line of lines) {
    // "Para: Ventas <ventas@…>" is an e-mail's recipient (a mail printed as a document), not the customer.
    if (/^PARA\b/.test(line.key) && MAIL_ADDRESS.test(line.text)) continue;
    const key = line.key.slice(labelStart(line.key));
    const m = RECEIVER_LABEL.exec(key);
    if (m) {
      const rest = key.slice(m[0].length);
      // "Para" and "Nombre" are labels only alone or followed by a colon.
      if (!(/^(PARA|NOMBRE)$/.test(m[1]) && rest && !/^\s*:/.test(key.slice(m[1].length)))) return line.index;
    }
    if (labelColumn(line)) return line.index;
  }
  return null;
}

/** A customer's block heading alone on its line: "DESTINATARIO", "Cliente:", "DESTINATARIO / RECIBIÓ CONFORME". */
const FOOT_RECEIVER_LABEL = /^(DESTINATARIO|CONSIGNATARIO|SENOR\(?ES\)?|SENORES|CLIENTE|DATOS DEL CLIENTE|ENTREGAR A)(\s*[/|–-]\s*[A-Z][A-Z ]{2,30})?\s*:?$/;

/**
 * The line of the one customer block printed under the items (a delivery note's "DESTINATARIO" at its foot): a
 * customer's heading alone on its line with a CUIT or a DNI on the next three lines. Null when there is none, or more.
 */
export function receiverBlockAtFoot(lines: TextLine[], from: number): number | null {
  const found = lines
    .slice(from)
    .filter((l) => FOOT_RECEIVER_LABEL.test(fold(l.text.split('\t')[0]!).trim()) && lines.slice(l.index + 1, l.index + 4).some((n) => findCuits(n.text).length > 0 || findDni(n.text) !== null));
  return found.length === 1 ? found[0]!.index : null;
}

interface LabelColumn {
  /** The cell (tab-separated) holding the label, and how many cells the label line has. */
  cell: number;
  cells: number;
}

/**
 * A receiver label alone in one cell of a line laid out in columns ("DATOS DEL EMISOR<TAB>DATOS DEL CLIENTE",
 * "PARA<TAB>DETALLE"): the customer's block is that column of the following lines.
 */
function labelColumn(line: TextLine): LabelColumn | null {
  const cells = line.text.split('\t').map((c) => fold(c).replace(/\s+/g, ' ').trim());
  if (cells.length < 2) return null;
  const cell = cells.findIndex((c) => {
    const m = RECEIVER_LABEL.exec(c);
    return !!m && isCaptionTail(c.slice(m[0].length), m[0]);
  });
  // "CLIENTE | 7964 | Servicios …": an account number right of the label is its value, not another column's heading.
  if (cell >= 0 && /^\d[\d\s./-]*$/.test(cells[cell + 1] ?? '')) return null;
  return cell >= 0 ? { cell, cells: cells.length } : null;
}

/** The text of a line in the label's column; '' when the line does not say which column its text is in. */
function columnText(text: string, column: LabelColumn): string {
  const cells = text.split('\t');
  if (cells.length === column.cells) return cells[column.cell];
  if (column.cell === 0) return cells[0];
  if (column.cell === column.cells - 1 && cells.length >= 2) return cells[cells.length - 1];
  return '';
}

/** The lines with the customer's block narrowed to its column, when the label heads a column. */
function blockView(lines: TextLine[], labelAt: number, blockEnd: number): TextLine[] {
  const column = labelColumn(lines[labelAt]);
  if (!column) return lines;
  const view = lines.slice();
  for (let i = labelAt; i < blockEnd; i++) {
    const text = columnText(lines[i].text, column).trim();
    view[i] = { ...lines[i], text, key: fold(text).replace(/\s+/g, ' ') };
  }
  return view;
}

/**
 * A customer's account number printed before the name or between the label and its colon ("(12106) Gustavo
 * Correa", "Cliente (4142): …", "Nº 4142 - …"): a code of the issuer's system, not part of the name.
 */
// "(C-1234)", "Nº 1234 -", "Cód. 1234:", or an account number alone before a dash or a colon ("25805 - María Laura
// Benítez", "Cliente 0065: Agropecuaria …"), or
// before a name of two capitalised words when the dash was lost ("69737 Mariela Correa").
const CUSTOMER_CODE = /^[\s:]*(?:\(\s*[A-Z]{0,3}[\s.-]?\d[\d.\/-]*\s*\)|(?:N[º°o]|Nro|Cod|Cód)\.?\s*\d[\d.\/-]*(?=\s*[:–-])|\d{2,10}\s*[·•|:–-]\s+(?=\p{Lu})|\d{3,10}\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}))\s*/iu;
/** ... or a code of one to three capitals and digits before a capitalised name ("C52147 Distribuidora …", "CL-0123 …"). */
const LETTERED_CODE = /^[\s:]*[A-Z]{1,3}[-.]?\d{3,10}\s+(?=\p{Lu}\p{Ll}+)/u;

function withoutCustomerCode(text: string): string {
  return text.replace(CUSTOMER_CODE, '').replace(LETTERED_CODE, '');
}

const LABEL_WORD = /^[\p{L}.]{3,}:$/u;
const LABEL_JOINER = /^(de|del|la|el|al|frente|ante|a)$/;
const ABBREVIATION = /^[A-ZÁÉÍÓÚ][a-záéíóúñ]{1,5}\.$/;
/** First words of two-word labels ("Situación IVA:", "Condición IVA:", "Categoría IVA:"). */
const LABEL_HEAD = /^(SITUACION|CONDICION|CATEGORIA|POSICION|RESPONSABILIDAD|TIPO|NUMERO|NRO\.?|DOMICILIO)$/;

/**
 * A name ends where the next label of its line starts ("María Laura Arias   Vendedor: JOSE L.", "… Fecha de
 * entrega: …", "… Cond. IVA: …"); a name never holds a word that ends in a colon.
 */
function beforeNextLabel(text: string): string {
  const words = text.trim().split(/\s+/);
  const at = words.findIndex((w, i) => i > 0 && LABEL_WORD.test(w));
  if (at < 0) return text;
  let start = at;
  while (start - 1 > 0 && LABEL_JOINER.test(words[start - 1]!)) start--;
  if (start < at && start - 1 > 0) start--;
  else if (start === at && start - 1 > 0 && (ABBREVIATION.test(words[start - 1]!) || LABEL_HEAD.test(fold(words[start - 1]!)))) start--;
  return words.slice(0, start).join(' ');
}

// With the captions that address a document to someone ("Atención:", "Attn.:", "Contacto:", "Institución:"): what
// follows them is the party's name.
const NAME_LABEL_WORD = /^(RAZON|SOCIAL|NOMBRE|APELLIDO|CLIENTE|SOCIO|ASOCIADO|AFILIADO|CONTRATANTE|LOCATARIO|PACIENTE|ALUMNO|CUSTOMER|BUYER|SENOR|SENORES|SR|SRA|SRES|DENOMINACION|DESTINATARIO|DESTINO|CONSIGNATARIO|RECEPTOR|COMPRADOR|TITULAR|ADQUIRENTE|ATENCION|ATTE|ATTN|CONTACTO|INSTITUCION|EMPRESA|ENTIDAD)$/;

/**
 * A receiver label left at the start of a value, one of its words still known ("Razón Saclal: (30965) Silvina
 * Arias", its second word misread by the OCR).
 */
function withoutLeadingLabel(text: string): string {
  // Up to six words before the colon: "Apseliido y Nombre / Razón Social:", the tax authority's caption misread.
  const m = /^\s*((?:[\p{L}.,()/]+\s){0,5}[\p{L}.()/]{2,}):\s+(?=\S)/u.exec(text);
  if (!m) return text;
  const known = fold(m[1]!).split(/[\s.,/()]+/).some((w) => NAME_LABEL_WORD.test(w));
  return known ? text.slice(m[0].length) : text;
}

/**
 * A customer's name as printed, without what the same cell or line holds around it: a misread label before it, an
 * account number, the next column or label, a CUIT or DNI after it, specks. Both the text rules and the layout's
 * label readers clean names with it.
 */
export function cleanName(text: string): string {
  // What is left of a label after the code (its colon) is not a cell of its own: "(4142):<TAB>Inmobiliaria …".
  const cell = withoutCustomerCode(withoutLeadingLabel(text)).replace(/^[\s:]+/, '').split(/\t| · | - C\.?U\.?I\.?T|\s(?:C\.?U\.?I\.?[TL]|D\.?N\.?I)\.?\s*:?\s*\d/i)[0]!;
  return withoutTrailingMarks(beforeNextLabel(cell))
    // A customer's number in brackets after the name ("(n.º 11725)", "(Cód. 4142)", as OCR reads it "(n.2 11725)").
    .replace(/\s*\([^()]*\d{3,}[^()]*\)?\s*$/u, '')
    .replace(/^[\s:·\-–]+|[\s:·,\-–]+$/g, '')
    .trim();
}

/** Lone marks at the end of a name ("Gustavo Peralta - ." from a scan's specks): not part of it. */
function withoutTrailingMarks(text: string): string {
  return joinSplitWords(text.replace(/(?:\s+[-–—.·,;:|_~]+)+\s*$/u, ''));
}

const SHORT_WORDS = new Set(['y', 'e', 'o', 'u', 'a', 'de', 'del', 'la', 'el', 'lo', 'las', 'los', 'da', 'do', 'di', 'du', 'van', 'von', 'san', 'st']);

/** A word the OCR split before its last letters ("Peral ta"): a lowercase piece of one or two letters joins it. */
function joinSplitWords(text: string): string {
  return text.replace(/(\p{L})\s(\p{Ll}{1,2})(?=\s|$)/gu, (whole, last: string, piece: string) => (SHORT_WORDS.has(piece) ? whole : `${last}${piece}`));
}

/** Text that is only another receiver label ("/ RAZÓN SOCIAL" after "CLIENTE"). */
function isLabelOnly(text: string): boolean {
  const key = fold(text.split('\t')[0]!).replace(/^[\s/|·-]+/, '').replace(/\s+/g, ' ').trim();
  const m = RECEIVER_LABEL.exec(key);
  return !!m && isCaptionTail(key.slice(m[0].length), m[0]);
}

/**
 * The rest of a heading right of its receiver word ("RECEPTOR | DE LA FACTURA", "DATOS | DEL COMPRADOR"), or one word
 * after "de la" / "del" closing the caption ("TITULAR | DE LA PARCELA", "Razón Social | del Cliente"): no name. Upper
 * case without accents (`fold`); both name readers use it.
 */
export const CAPTION_TAIL =
  '(DE|DEL) (LA |EL |LOS |LAS )?((FACTURA|COMPROBANTE|DOCUMENTO|OPERACION|COMPRA|VENTA|PEDIDO|REMITO|SERVICIO|MERCADERIA|CLIENTE|COMPRADOR|RECEPTOR|DESTINATARIO)\\b|[A-Z]+\\.?(?=\\s*:?\\s*$))';
const WHOLE_CAPTION_TAIL = new RegExp(`^(${CAPTION_TAIL})\\s*:?$`);

/**
 * What may follow a receiver label in its caption: nothing, or its tail (CAPTION_TAIL), unless the label closed with
 * its colon ("Cliente: De la Fuente" names Mr de la Fuente).
 */
const isCaptionTail = (rest: string, label: string): boolean =>
  /^\s*$/.test(rest) || (!/:/.test(label) && WHOLE_CAPTION_TAIL.test(fold(rest).replace(/\s+/g, ' ').trim()));

/** "5 Cliente: Distribuidora Cerro Azul S.R.L." (a line with its receiver label) → the label's value. */
function labelledValue(text: string): string {
  const key = fold(text);
  const lead = labelStart(key);
  const m = RECEIVER_LABEL.exec(key.slice(lead));
  if (!m || !/:/.test(m[0])) return text;
  return text.slice(lead + m[0].length);
}

/** The customer: the block after a receiver label, never the issuer's CUIT or name. */
export function readReceiver(lines: TextLine[], issuer: IssuerIdentity, labelAt: number | null, tableAt: number | null): ReceiverResult {
  const notes: string[] = [];
  const receiver: DraftReceiver = { name: null, docType: null, docNumber: null, condicionIva: null };
  const confidence = { name: 0, docNumber: 0, condicionIva: 0 };
  const isIssuerName = (name: string): boolean => issuer.names.some((n) => sameName(nameTokens(name), n));
  let invalidDoc: string | null = null;

  if (labelAt !== null) {
    const blockEnd = Math.min(lines.length, labelAt + 9, tableAt ?? lines.length);
    // The customer's column when its label heads one; the lines as they are otherwise.
    const block = blockView(lines, labelAt, blockEnd);
    const label = block[labelAt];
    const lead = labelStart(label.key);
    const m = RECEIVER_LABEL.exec(label.key.slice(lead));
    const restStart = m ? lead + m[0].length : 0;
    const candidates: string[] = [];
    const rest = label.text.slice(Math.min(restStart, label.text.length));
    // "CLIENTE / RAZÓN SOCIAL": a block heading of two labels, the name below it.
    // "DESTINATARIO / RECIBIÓ CONFORME": a heading's second part after a slash, not a name.
    const inline = isLabelOnly(rest) || isCaptionTail(rest.split('\t')[0]!, m?.[0] ?? '') || /^\s*[/|]/.test(rest) ? '' : cleanName(rest);
    if (/[A-Za-zÀ-ÿ]{2}/.test(inline) && !NOT_A_NAME.test(fold(inline))) candidates.push(inline);
    for (let i = labelAt + 1; i < blockEnd && candidates.length < 2; i++) {
      const key = block[i].key;
      if (ISSUER_LABEL.test(key) || BLOCK_END.test(key)) break;
      const sub = /^RAZON SOCIAL\s*:?\s*(.+)$/.exec(key);
      if (sub) {
        candidates.unshift(cleanName(block[i].text.slice(block[i].text.length - sub[1].length)));
        continue;
      }
      // Another receiver label with its value ("Destinatario<TAB>Hotelera Los Talas S.R.L."): the value, not the label.
      const labelled = RECEIVER_LABEL.exec(key);
      if (labelled && key.length > labelled[0].length) {
        candidates.push(cleanName(block[i].text.slice(block[i].text.length - (key.length - labelled[0].length))));
        continue;
      }
      // The line's first cell: a block beside it ("Su orden de compra: OC 4543603") is another column's.
      const firstCell = fold(block[i].text.split('\t')[0]!).replace(/\s+/g, ' ').trim();
      if (NOT_A_NAME.test(firstCell) || /\d{3,}/.test(firstCell)) continue;
      // The letters must be the name's, not another cell's ("<\tCondición IVA: …": a speck, then the next column).
      const cleaned = cleanName(block[i].text);
      if (/[A-Za-zÀ-ÿ]{2}/.test(cleaned)) candidates.push(cleaned);
    }
    // An e-mail address is where to write to, not whom ("cliente40@hotmail.com").
    const name = candidates.find((c) => c && !isIssuerName(c) && !MAIL_ADDRESS.test(c)) ?? null;
    if (name) {
      receiver.name = name;
      confidence.name = inline === name ? 0.95 : 0.85;
    }
    for (let i = labelAt; i < blockEnd; i++) {
      const text = block[i].text;
      if (i > labelAt && (ISSUER_LABEL.test(block[i].key) || BLOCK_END.test(block[i].key))) break;
      if (!receiver.docNumber) {
        const cuit = findCuits(text).find((c) => !issuer.cuits.has(c.digits));
        if (cuit) {
          receiver.docNumber = cuit.digits;
          receiver.docType = cuit.docType;
          confidence.docNumber = 0.95;
        } else {
          const dni = findDni(text);
          if (dni) {
            receiver.docNumber = dni;
            receiver.docType = 'DNI';
            confidence.docNumber = 0.9;
          } else invalidDoc = invalidDoc ?? findInvalidCuit(text);
        }
      }
      if (receiver.condicionIva === null) {
        const cond = /IVA|COND|RESP|MONOTRIB|CONSUMIDOR|EXENT|INSCRIPT|CONS\.? ?FINAL/.test(block[i].key) && (!conditionsToTick(block[i].text) || tickedCondition(block[i].text) !== null)
          ? parseCondicionIva(text.replace(/^.*?(?:Cond(?:ici[oó]n)?\.?\s*(?:frente al\s*)?IVA|IVA)\s*:?/i, ''))
          : null;
        if (cond !== null) {
          receiver.condicionIva = cond;
          confidence.condicionIva = 0.9;
        }
      }
    }
    notes.push(`receiver block at line ${labelAt + 1}: "${lines[labelAt].text.slice(0, 40)}"`);
  }

  if (!receiver.docNumber) {
    // No labelled block (or no number in it): the first valid CUIT that is not the issuer's.
    for (const line of lines) {
      const cuit = findCuits(line.text).find((c) => !issuer.cuits.has(c.digits));
      if (!cuit) continue;
      receiver.docNumber = cuit.digits;
      receiver.docType = cuit.docType;
      confidence.docNumber = labelAt === null ? 0.6 : 0.5;
      if (!receiver.name) {
        const before = cleanName(labelledValue(line.text.slice(0, cuit.start).replace(/C\.?U\.?I\.?[TL]\.?\s*:?\s*$/i, '')));
        const prev = line.index > 0 ? cleanName(labelledValue(lines[line.index - 1].text)) : '';
        const name = [before, prev].find((c) => /[A-Za-zÀ-ÿ]{3}/.test(c) && !NOT_A_NAME.test(fold(c)) && !isIssuerName(c));
        if (name) {
          receiver.name = name;
          confidence.name = 0.5;
        }
      }
      // Its condition after it in its cell: "CUIT 30-59772601-1 · IVA: Exento".
      const rest = line.text.slice(cuit.end).split('\t')[0] ?? '';
      const cond = /^\W*(Cond(ici[oó]n)?\.?\s*(frente al\s*)?IVA|I\.?V\.?A\.?|Sit(uaci[oó]n)?\.?\s*(ante el\s*)?IVA)\b/i.test(rest) ? parseCondicionIva(rest.replace(/^.*?I\.?V\.?A\.?\s*:?/i, '')) : null;
      if (receiver.condicionIva === null && cond !== null) {
        receiver.condicionIva = cond;
        confidence.condicionIva = 0.6;
      }
      notes.push(`receiver CUIT found outside a labelled block at line ${line.index + 1}`);
      break;
    }
  }
  if (!receiver.docNumber) {
    // No customer CUIT anywhere: a labelled DNI before the table (the issuer never prints one).
    const end = tableAt ?? lines.length;
    for (const line of lines.slice(0, end)) {
      const cells = line.text.split('\t');
      const at = cells.findIndex((cell) => findDni(cell));
      if (at < 0) continue;
      receiver.docNumber = findDni(cells[at]);
      receiver.docType = 'DNI';
      confidence.docNumber = 0.6;
      if (receiver.condicionIva === null) {
        const cond = parseCondicionIva(cells[at].replace(/^.*?(?:Cond(?:ici[oó]n)?\.?\s*(?:frente al\s*)?IVA|IVA)\s*:?/i, ''));
        if (cond !== null && /IVA/i.test(cells[at])) {
          receiver.condicionIva = cond;
          confidence.condicionIva = 0.6;
        }
      }
      // ... or alone on one of the next two lines of its column ("DNI 34660855" / "Consumidor final").
      for (const next of lines.slice(line.index + 1, line.index + 3)) {
        if (receiver.condicionIva !== null) break;
        const below = next.text.split('\t');
        const cell = (below.length === cells.length ? below[at] : at === 0 ? below[0] : '')?.trim() ?? '';
        const cond = cell.split(/\s+/).length <= 4 && /inscript|monotrib|exent|consumidor|cons\.? ?final/i.test(cell) ? parseCondicionIva(cell) : null;
        if (cond !== null) {
          receiver.condicionIva = cond;
          confidence.condicionIva = 0.6;
        }
      }
      // The name is the line above, in the same column.
      const above = line.index > 0 ? lines[line.index - 1].text.split('\t') : [];
      const name = cleanName(above.length === cells.length ? above[at] : (above[0] ?? ''));
      if (!receiver.name && /[A-Za-zÀ-ÿ]{3}/.test(name) && !NOT_A_NAME.test(fold(name)) && !isIssuerName(name)) {
        receiver.name = name;
        confidence.name = 0.5;
      }
      notes.push(`receiver DNI found outside a labelled block at line ${line.index + 1}`);
      break;
    }
  }
  if (receiver.name && isIssuerName(receiver.name)) {
    receiver.name = null;
    confidence.name = 0;
  }
  return { receiver, confidence, notes, invalidDoc };
}

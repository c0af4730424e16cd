import type { Environment } from '../common/auth';
import type { Executor } from '../db/database';

/** A voucher sequence of one tenant: the issuer's CUIT, point of sale and voucher type. */
export interface SequenceScope {
  accountId: string;
  environment: Environment;
  issuerCuit: string;
  ptoVta: number;
  cbteTipo: number;
}

/**
 * What an import must know of the vouchers the service issued itself (the numbers it holds, the points of sale it
 * used). A port: the invoicing module binds it (`InvoicesReadModule`), so imports never import invoicing and the
 * invoicing module can list imported vouchers beside its own without an import cycle.
 */
export abstract class IssuedNumbers {
  /** The numbers of the sequence the service holds, with their date when known. */
  abstract numbersHeld(scope: SequenceScope, numbers: readonly number[], executor?: Executor): Promise<Map<number, string | null>>;
  /** Points of sale the service has issued on for this CUIT. */
  abstract pointsOfSaleUsed(scope: { accountId: string; environment: Environment; cuitId: string }): Promise<number[]>;
}

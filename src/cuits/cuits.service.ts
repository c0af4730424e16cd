import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../common/auth';
import { normalizeCuit, formatCuit } from '../common/cuit';
import { AppError, notFound, validationFailed } from '../common/errors';
import { checkOtherTaxRules, type OtherTaxRule } from '../common/other-taxes';
import { voucherTypeName } from '../common/taxauth-codes';
import { AccountsService } from '../accounts/accounts.service';
import { Database } from '../db/database';
import { isUniqueViolation, isUuid } from '../db/errors';
import type { CreateCuitDto, EmailDesignDto, InvoiceBrandingDto, LastIssuedVoucher } from './cuits.dto';
import { toCuitResponse, toEmailDesign, toInvoiceBranding, toOtherTaxes, toPointsOfSale } from './cuits.mapper';
import { CuitsRepository, type CuitPatch, type CuitRow } from './cuits.repository';
import { isSetupCompleted, setupProgress, storedPointsOfSale } from './setup-progress';

@Injectable()
export class CuitsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(CuitsRepository) private readonly repository: CuitsRepository,
    @Inject(AccountsService) private readonly accounts: AccountsService,
  ) {}

  async create(auth: AuthContext, dto: CreateCuitDto) {
    const number = normalizeCuit(dto.number);
    const account = await this.accounts.getAccount(auth.accountId);
    try {
      const row = await this.database.transaction(async (tx) => {
        if (await this.repository.findByNumber(auth.accountId, number, tx)) throw alreadyRegistered(number);
        const existing = await this.repository.count(tx, auth.accountId);
        if (existing >= account.planCuitLimit) {
          throw new AppError(403, 'plan_cuit_limit_reached', `The plan allows ${account.planCuitLimit} CUITs and the account already has ${existing}.`, {
            resolution: 'Remove a CUIT you no longer use or upgrade the plan.',
            details: { limit: account.planCuitLimit, current: existing },
          });
        }
        return this.repository.insert(tx, {
          accountId: auth.accountId,
          userId: auth.userId,
          number,
          integrationMode: dto.integrationMode ?? null,
          // The account's first CUIT becomes its default.
          isDefault: existing === 0,
        });
      });
      return toCuitResponse(row);
    } catch (error) {
      // Two concurrent creations of the same number: the unique index decides.
      if (isUniqueViolation(error)) throw alreadyRegistered(number);
      throw error;
    }
  }

  async list(auth: AuthContext) {
    const rows = await this.repository.list(auth.accountId);
    return rows.map((row) => toCuitResponse(row, { withSetupStates: true }));
  }

  /** Rows of the account's CUITs, for other modules. */
  listRows(accountId: string): Promise<CuitRow[]> {
    return this.repository.list(accountId);
  }

  async get(auth: AuthContext, cuitId: string) {
    return toCuitResponse(await this.require(auth, cuitId));
  }

  /** The CUIT row for other modules (issuing, documents). Accepts the id or the 11-digit number. */
  async require(auth: Pick<AuthContext, 'accountId'>, cuitIdOrNumber: string): Promise<CuitRow> {
    const digits = normalizeCuit(cuitIdOrNumber);
    let row: CuitRow | null = null;
    if (/^[0-9]{11}$/.test(digits)) row = await this.repository.findByNumber(auth.accountId, digits);
    else if (isUuid(cuitIdOrNumber)) row = await this.repository.findById(auth.accountId, cuitIdOrNumber);
    if (!row) throw notFound('CUIT', cuitIdOrNumber, { resolution: 'Check the CUIT id (GET /cuits lists them) or register the CUIT with POST /cuits.' });
    return row;
  }

  async setDefault(auth: AuthContext, cuitIdOrNumber: string) {
    const row = await this.require(auth, cuitIdOrNumber);
    await this.database.transaction((tx) => this.repository.markDefault(tx, auth.accountId, row.id));
    return { success: true };
  }

  async setupStatus(auth: AuthContext, cuitId: string) {
    const row = await this.require(auth, cuitId);
    return {
      setupStatus: row.setupStatus,
      progress: setupProgress({ ...row, pointsOfSaleCount: storedPointsOfSale(row.pos).length }),
      isCompleted: isSetupCompleted(row.setupStatus),
    };
  }

  async pointsOfSale(auth: AuthContext, cuitId: string, lastIssued?: Map<number, LastIssuedVoucher>) {
    const row = await this.require(auth, cuitId);
    return {
      cuitId: row.id,
      pointsOfSale: toPointsOfSale(row, lastIssued),
      pos: row.pos ?? null,
      posLastUpdated: row.posLastUpdated ? row.posLastUpdated.toISOString() : null,
    };
  }

  async setDefaultPos(auth: AuthContext, cuitId: string, defaultPos: number) {
    const row = await this.patch(auth, cuitId, { defaultPos });
    return { message: `Default point of sale of ${formatCuit(row.number)} set to ${defaultPos}.` };
  }

  async setDefaultInvoiceType(auth: AuthContext, cuitId: string, defaultInvoiceType: number) {
    const row = await this.patch(auth, cuitId, { defaultInvoiceType });
    return { message: `Default voucher type of ${formatCuit(row.number)} set to ${defaultInvoiceType} (${voucherTypeName(defaultInvoiceType)}).` };
  }

  async setDefaultConcept(auth: AuthContext, cuitId: string, defaultConcept: number) {
    const row = await this.patch(auth, cuitId, { defaultConcept });
    return { message: `Default concept of ${formatCuit(row.number)} set to ${defaultConcept}.` };
  }

  async setDefaultIva(auth: AuthContext, cuitId: string, defaultIva: number) {
    return toCuitResponse(await this.patch(auth, cuitId, { defaultIva }));
  }

  async getInvoiceBranding(auth: AuthContext, cuitId: string) {
    return toInvoiceBranding((await this.require(auth, cuitId)).invoiceBranding);
  }

  /** Omitted fields stay, null deletes the value (the PDF then uses the template's default). */
  async updateInvoiceBranding(auth: AuthContext, cuitId: string, dto: InvoiceBrandingDto) {
    const row = await this.require(auth, cuitId);
    const next = mergeDesign(row.invoiceBranding, dto, (_key, value) => value === null);
    const updated = await this.patch(auth, row.id, { invoiceBranding: next });
    return toInvoiceBranding(updated.invoiceBranding);
  }

  async getEmailDesign(auth: AuthContext, cuitId: string) {
    return toEmailDesign((await this.require(auth, cuitId)).emailDesign);
  }

  /** Omitted fields stay; null or "" returns a field to its default, except signature "" = no signature. */
  async updateEmailDesign(auth: AuthContext, cuitId: string, dto: EmailDesignDto) {
    const row = await this.require(auth, cuitId);
    const next = mergeDesign(row.emailDesign, dto, (key, value) => value === null || (value === '' && key !== 'signature'));
    const updated = await this.patch(auth, row.id, { emailDesign: next });
    return toEmailDesign(updated.emailDesign);
  }

  async getOtherTaxes(auth: AuthContext, cuitId: string) {
    return toOtherTaxes((await this.require(auth, cuitId)).otherTaxes);
  }

  /** Replaces the list; vouchers already stored keep the Tributos they were prepared with. */
  async setOtherTaxes(auth: AuthContext, cuitId: string, taxes: OtherTaxRule[]) {
    const rules = taxes.map(({ id, description, rate, base, receivers }) => ({ id, description: description.trim(), rate, base, receivers }));
    const problems = checkOtherTaxRules(rules);
    if (problems.length) throw validationFailed(problems.map((p) => ({ field: p.field, messages: [`${p.message} (${p.code})`] })));
    return toOtherTaxes((await this.patch(auth, cuitId, { otherTaxes: rules })).otherTaxes);
  }

  private async patch(auth: AuthContext, cuitId: string, patch: CuitPatch): Promise<CuitRow> {
    const row = await this.require(auth, cuitId);
    const updated = await this.repository.update(auth.accountId, row.id, patch);
    if (!updated) throw notFound('CUIT', cuitId);
    return updated;
  }
}

/** A design PATCH: omitted fields stay, a field `clears` says is cleared goes back to its default, others are set. */
function mergeDesign(current: Record<string, unknown>, dto: object, clears: (key: string, value: unknown) => boolean): Record<string, unknown> {
  const next = { ...current };
  for (const [key, value] of Object.entries(dto) as Array<[string, unknown]>) {
    if (value === undefined) continue;
    if (clears(key, value)) delete next[key];
    else next[key] = value;
  }
  return next;
}

function alreadyRegistered(number: string): AppError {
  return new AppError(409, 'cuit_already_registered', `CUIT ${formatCuit(number)} is already registered in this account.`, {
    resolution: 'Use the existing CUIT (GET /cuits lists them); a CUIT is registered once per account.',
  });
}

import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext, Environment } from '../common/auth';
import { AppError } from '../common/errors';
import { CuitTaxauthService } from '../cuits/cuit-taxauth.service';
import { CuitsService } from '../cuits/cuits.service';
import { argentinaDate } from '../taxauth/time';
import { taxauthUnavailable } from '../taxauth/taxauth.errors';
import { TaxauthService } from '../taxauth/taxauth.service';
import type { ParamItem, ParamTableOperation, WsfeAuth } from '../taxauth/wsfe/wsfe.types';
import { ParametersRepository } from './parameters.repository';
import { Clock } from '../common/clock';

export const PARAMETER_NAMES = {
  FEPARAMGETTIPOSDOC: 'FEParamGetTiposDoc',
  FEPARAMGETTIPOSCBTES: 'FEParamGetTiposCbte',
  FEPARAMGETTIPOSCONCEPTO: 'FEParamGetTiposConcepto',
  FEPARAMGETTIPOSIVA: 'FEParamGetTiposIva',
  FEPARAMGETTIPOSMONEDAS: 'FEParamGetTiposMonedas',
  FEPARAMGETTIPOSOPCIONALES: 'FEParamGetTiposOpcional',
  FEPARAMGETTIPOSTRIBUTOS: 'FEParamGetTiposTributos',
  FEPARAMGETCOTIZACION: 'FEParamGetCotizacion',
} as const;
export type ParameterName = keyof typeof PARAMETER_NAMES;

/** The API's currency codes and the tax authority's (FEParamGetTiposMonedas). */
export const COTIZACION_CURRENCIES = { USD: 'DOL', EUR: '060', BRL: '012' } as const;

const TABLE_TTL_MS = 24 * 3600_000;

export interface ParameterItem {
  id: number | string;
  desc: string;
  fchDesde: string | null;
  fchHasta: string | null;
  /** Exchange rates only: pesos per unit, as a decimal string. */
  rate?: string;
}

export interface ParameterResult {
  name: ParameterName;
  data: ParameterItem[];
  cachedAt: string;
}

/** GET /taxauth/{name}: the tax authority's parameter tables, cached per environment; short error body. */
@Injectable()
export class ParametersService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ParametersRepository) private readonly repository: ParametersRepository,
    @Inject(TaxauthService) private readonly taxauth: TaxauthService,
    @Inject(CuitsService) private readonly cuitsService: CuitsService,
    @Inject(CuitTaxauthService) private readonly cuitTaxauth: CuitTaxauthService,
  ) {}

  async get(auth: AuthContext, rawName: string, codId: string | undefined, now = this.clock.now()): Promise<ParameterResult> {
    const name = rawName.toUpperCase() as ParameterName;
    if (!(name in PARAMETER_NAMES)) {
      throw new AppError(400, 'validation_failed', `Unknown parameter table ${rawName}.`, {
        resolution: `Use one of ${Object.keys(PARAMETER_NAMES).join(', ')}.`,
        details: { field: 'name', allowed: Object.keys(PARAMETER_NAMES) },
        shape: 'short',
      });
    }
    let variant = '';
    if (name === 'FEPARAMGETCOTIZACION') {
      if (!codId) throw badCodId('codId is required for FEPARAMGETCOTIZACION.');
      if (!(codId.toUpperCase() in COTIZACION_CURRENCIES)) throw badCodId(`codId ${codId} is not supported.`);
      // Exchange rates are cached per Argentine day, so a new day always asks again.
      variant = `${codId.toUpperCase()}:${argentinaDate(now)}`;
    }
    const cached = await this.cached(auth.environment, name, variant, now);
    if (cached) return cached;

    const data = await this.fetch(auth, name, variant.split(':')[0] as keyof typeof COTIZACION_CURRENCIES | '');
    const cachedAt = now;
    await this.repository.save({ environment: auth.environment, name, variant, data, cachedAt });
    return { name, data, cachedAt: cachedAt.toISOString() };
  }

  private async cached(environment: Environment, name: ParameterName, variant: string, now: Date): Promise<ParameterResult | null> {
    const row = await this.repository.find(environment, name, variant);
    if (!row || now.getTime() - row.cachedAt.getTime() >= TABLE_TTL_MS) return null;
    return { name, data: row.data as ParameterItem[], cachedAt: row.cachedAt.toISOString() };
  }

  private async fetch(auth: AuthContext, name: ParameterName, currency: keyof typeof COTIZACION_CURRENCIES | ''): Promise<ParameterItem[]> {
    try {
      const wsfeAuth = await this.authFor(auth);
      const wsfe = this.taxauth.wsfe(auth.environment);
      if (name === 'FEPARAMGETCOTIZACION') {
        const monId = COTIZACION_CURRENCIES[currency as keyof typeof COTIZACION_CURRENCIES];
        const result = await wsfe.exchangeRate(wsfeAuth, monId);
        if (result.errors.length || !result.rate) throw new Error(result.errors.map((e) => `${e.code} ${e.msg}`).join('; ') || 'no exchange rate');
        const date = isoDate(result.rate.fchCotiz);
        return [{ id: currency, desc: `${currency} (${monId})`, fchDesde: date, fchHasta: date, rate: result.rate.monCotiz }];
      }
      const result = await wsfe.paramTable(wsfeAuth, PARAMETER_NAMES[name] as ParamTableOperation);
      if (result.errors.length) throw new Error(result.errors.map((e) => `${e.code} ${e.msg}`).join('; '));
      return result.items.map(toItem);
    } catch (error) {
      throw taxauthUnavailable(error, `read ${name}`).short();
    }
  }

  /** Parameter tables need a signed-in CUIT: the account's default one with credentials, else any other. */
  private async authFor(auth: AuthContext): Promise<WsfeAuth> {
    const all = await this.cuitsService.listRows(auth.accountId);
    const ordered = [...all.filter((c) => c.isDefault), ...all.filter((c) => !c.isDefault)];
    let lastError: unknown = null;
    for (const cuit of ordered) {
      try {
        return await this.cuitTaxauth.wsfeAuth(cuit, auth.environment);
      } catch (error) {
        lastError = error;
      }
    }
    if (lastError) throw lastError;
    throw new AppError(500, 'taxauth_unavailable', 'The account has no CUIT with credentials for this environment, so the tax authority cannot be queried.', {
      resolution: 'Register a CUIT (POST /cuits) and install its certificate for this environment.',
    });
  }
}

function badCodId(message: string): AppError {
  return new AppError(400, 'validation_failed', message, {
    resolution: `Send codId=${Object.keys(COTIZACION_CURRENCIES).join('|')}.`,
    details: { field: 'codId', allowed: Object.keys(COTIZACION_CURRENCIES) },
    shape: 'short',
  });
}

function toItem(item: ParamItem): ParameterItem {
  const numeric = /^(0|[1-9][0-9]*)$/.test(item.id);
  return { id: numeric ? Number(item.id) : item.id, desc: item.desc, fchDesde: isoDate(item.fchDesde), fchHasta: isoDate(item.fchHasta) };
}

/** yyyymmdd → YYYY-MM-DD; the service's literal NULL and blanks → null. */
function isoDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{8}$/.test(value)) return null;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

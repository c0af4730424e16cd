import type { CaeDetailRequest, FeMessage, PointOfSale } from '../wsfe/wsfe.types';
import { DEFAULT_PADRON, type PadronRecord, type VatCondition } from './simulator.fixtures';
import { DEFAULT_EXCHANGE_RATES, ExchangeRates } from './simulator.rates';
import { systemClock } from '../../common/clock';

export type SimulatedService = 'wsaa' | 'wsfe' | 'padron';

/** One injected failure, consumed by the next matching request (see docs/taxauth-simulator.md). */
export type FaultSpec =
  | { kind: 'drop_after_commit'; service?: SimulatedService; operation?: string; times?: number }
  | { kind: 'reset'; service?: SimulatedService; operation?: string; times?: number }
  | { kind: 'http_status'; status: 500 | 501 | 502 | 503; service?: SimulatedService; operation?: string; times?: number }
  | { kind: 'wsfe_error'; code: 500 | 501 | 502; operation?: string; times?: number }
  | { kind: 'delay'; delayMs: number; service?: SimulatedService; operation?: string; times?: number }
  | { kind: 'reject_login'; code?: string; message?: string; times?: number }
  | { kind: 'dummy_down'; times?: number };

export interface IssuedTicket {
  token: string;
  sign: string;
  service: string;
  certFingerprint: string;
  /** CUITs the ticket may act for: the certificate's own plus delegations. */
  relations: string[];
  generationTime: Date;
  expirationTime: Date;
}

export interface StoredVoucher {
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
  detail: CaeDetailRequest;
  cbteFch: string;
  resultado: 'A';
  emisionTipo: 'CAE' | 'CAEA';
  /** The CAE, or the CAEA the voucher was informed under. */
  cae: string;
  caeFchVto: string;
  fchProceso: string;
  observations: FeMessage[];
}

/** A CAEA granted for a fortnight (FECAEASolicitar). */
export interface StoredCaea {
  cuit: string;
  caea: string;
  periodo: number;
  orden: 1 | 2;
  fchVigDesde: string;
  fchVigHasta: string;
  fchTopeInf: string;
  fchProceso: string;
}

/** A point of sale informed without movement for a CAEA (FECAEASinMovimientoInformar). */
export interface CaeaWithoutMovement {
  cuit: string;
  caea: string;
  ptoVta: number;
  fchProceso: string;
}

interface Sequence {
  lastNro: number;
  lastFch: string | null;
}

export interface SequenceSeed {
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
  lastNro: number;
  /** yyyymmdd of the last voucher. */
  lastFch?: string;
}

export interface PadronEntry {
  persona: PadronRecord;
  condition: VatCondition;
}

/** Controllable clock: a base clock plus an offset that tests move. */
export class SimulatorClock {
  private offsetMs = 0;
  private fixed: Date | null = null;
  constructor(private readonly base: () => Date = () => systemClock.now()) {}
  now(): Date {
    return new Date((this.fixed ?? this.base()).getTime() + this.offsetMs);
  }
  set(instant: Date): void {
    this.fixed = instant;
    this.offsetMs = 0;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** In-memory state of the simulated tax authority: a test double, seeded per run. */
export class SimulatorState {
  readonly tickets = new Map<string, IssuedTicket>();
  readonly sequences = new Map<string, Sequence>();
  readonly vouchers = new Map<string, StoredVoucher>();
  readonly pointsOfSale = new Map<string, PointOfSale[]>();
  readonly padron = new Map<string, PadronEntry>();
  /** By CAEA code; one per (CUIT, periodo, orden). */
  readonly caeas = new Map<string, StoredCaea>();
  readonly caeaWithoutMovement: CaeaWithoutMovement[] = [];
  exchangeRates = new ExchangeRates(DEFAULT_EXCHANGE_RATES);
  faults: FaultSpec[] = [];
  readonly stats = { logins: 0, loginFaults: 0, requests: {} as Record<string, number> };
  private caeCounter = 0;
  private uniqueId = 0;

  constructor() {
    for (const [cuit, entry] of Object.entries(DEFAULT_PADRON)) this.padron.set(cuit, entry);
    this.caeCounter = Math.floor(Math.random() * 1e9);
    this.uniqueId = Math.floor(Math.random() * 1e9);
  }

  static sequenceKey(cuit: string, ptoVta: number, cbteTipo: number): string {
    return `${cuit}:${ptoVta}:${cbteTipo}`;
  }

  sequence(cuit: string, ptoVta: number, cbteTipo: number): Sequence {
    const key = SimulatorState.sequenceKey(cuit, ptoVta, cbteTipo);
    let seq = this.sequences.get(key);
    if (!seq) {
      seq = { lastNro: 0, lastFch: null };
      this.sequences.set(key, seq);
    }
    return seq;
  }

  seedSequence(seed: SequenceSeed): void {
    this.sequences.set(SimulatorState.sequenceKey(seed.cuit, seed.ptoVta, seed.cbteTipo), { lastNro: seed.lastNro, lastFch: seed.lastFch ?? null });
  }

  voucherKey(cuit: string, ptoVta: number, cbteTipo: number, nro: number): string {
    return `${cuit}:${ptoVta}:${cbteTipo}:${nro}`;
  }

  /** 14 digits, unique within this simulator. */
  nextCae(): string {
    this.caeCounter += 1;
    return String(70000000000000 + (this.caeCounter % 9_999_999_999_999));
  }

  /** 14 digits; CAEAs start with 3 here, CAEs with 7, so a CAE given as a CAEA is recognisable (code 1200). */
  nextCaea(): string {
    this.caeCounter += 1;
    return String(30000000000000 + (this.caeCounter % 9_999_999_999_999));
  }

  findCaea(cuit: string, periodo: number, orden: number): StoredCaea | null {
    for (const c of this.caeas.values()) if (c.cuit === cuit && c.periodo === periodo && c.orden === orden) return c;
    return null;
  }

  nextUniqueId(): number {
    this.uniqueId = (this.uniqueId + 1) % 4_294_967_295;
    return this.uniqueId;
  }

  count(operation: string): void {
    this.stats.requests[operation] = (this.stats.requests[operation] ?? 0) + 1;
  }

  /** Takes the first queued fault matching this request. */
  takeFault(service: SimulatedService, operation: string, kinds: FaultSpec['kind'][]): FaultSpec | null {
    const index = this.faults.findIndex((f) => {
      if (!kinds.includes(f.kind)) return false;
      const fs = 'service' in f ? f.service : f.kind === 'reject_login' ? 'wsaa' : 'wsfe';
      const fo = 'operation' in f ? f.operation : undefined;
      return (!fs || fs === service) && (!fo || fo === operation);
    });
    if (index < 0) return null;
    const fault = this.faults[index];
    const times = (fault.times ?? 1) - 1;
    if (times <= 0) this.faults.splice(index, 1);
    else this.faults[index] = { ...fault, times };
    return fault;
  }

  reset(): void {
    this.tickets.clear();
    this.sequences.clear();
    this.vouchers.clear();
    this.caeas.clear();
    this.caeaWithoutMovement.length = 0;
    this.faults = [];
    this.stats.logins = 0;
    this.stats.loginFaults = 0;
    this.stats.requests = {};
  }
}

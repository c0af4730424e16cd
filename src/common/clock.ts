import { Global, Module, type DynamicModule } from '@nestjs/common';

/**
 * The time source of rules that depend on the date (recurring templates, the review's "today"). Inject it
 * instead of calling `new Date()`, so tests can move time; pure functions take `now` as a parameter.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** The system clock, for code built outside Nest (the tax-authority clients, the simulator) when no clock is given. */
export const systemClock: Clock = new SystemClock();

/** A clock that only moves when told to (tests, benchmarks). */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

/** Provides `Clock` to every module; the application passes the system clock, tests a ManualClock. */
@Global()
@Module({})
export class ClockModule {
  static forClock(clock: Clock): DynamicModule {
    return { module: ClockModule, providers: [{ provide: Clock, useValue: clock }], exports: [Clock] };
  }
}

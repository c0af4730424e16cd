import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { IsDefined, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';
import { validationFailed, type FieldError } from './errors';

/** Flattens class-validator's nested errors into one entry per failing field path. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // A required field left out fails every rule at once ("must be shorter than 64 characters", "must be a string"):
    // say what is wrong first.
    if (error.constraints) {
      const messages = Object.values(error.constraints);
      out.push({ field, messages: error.value === undefined && !('isDefined' in error.constraints) ? [`${field} is required`, ...messages] : messages });
    }
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationFailed(flattenValidationErrors(errors)),
  });
}

/**
 * An optional field that may be left out but not sent as null (class-validator's IsOptional lets null through,
 * which on an update would write NULL into a NOT NULL column or silently empty a list).
 */
export function Omittable(): PropertyDecorator {
  return (target, propertyKey) => {
    ValidateIf((_, value) => value !== undefined)(target, propertyKey);
    IsDefined({ message: `${String(propertyKey)} must not be null; leave it out to keep the current value` })(target, propertyKey);
  };
}

/** A nullable field: null (and leaving it out) means "no value"; any other value must pass the field's rules. */
export function Nullable(): PropertyDecorator {
  return ValidateIf((_, value) => value !== null && value !== undefined);
}

/** A real calendar date written YYYY-MM-DD (2026-13-45 and 2026-02-30 are refused, not read as another day). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function IsCalendarDate(options: ValidationOptions = {}): PropertyDecorator {
  return (target, propertyKey) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyKey),
      options: { message: `${String(propertyKey)} must be a calendar date YYYY-MM-DD`, ...options },
      validator: { validate: isCalendarDate },
    });
}

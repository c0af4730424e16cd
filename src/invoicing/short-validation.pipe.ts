import { ValidationPipe, type Type } from '@nestjs/common';
import { validationFailed } from '../common/errors';
import { flattenValidationErrors } from '../common/validation';

/**
 * A body validated by `shortValidationPipe` rather than the global pipe. Declared as an intersection so the emitted
 * parameter type is `Object`, which the global ValidationPipe leaves alone (it runs before parameter pipes and would
 * answer with the full error body).
 */
export type ShortValidated<T> = T & Record<never, never>;

/** The global pipe's rules for `type`, failing with the short error body (batch operations, SPEC "Errors"). */
export function shortValidationPipe(type: Type<unknown>): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    expectedType: type,
    exceptionFactory: (errors) => validationFailed(flattenValidationErrors(errors), { shape: 'short' }),
  });
}

import { NO_AVAILABILITY_MESSAGE } from '@escapade/contracts/checkout';
import { AppError } from '../errors/app-error';

/** A 400 naming the offending field, as the schema validation answers. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${message}`, { errors: [{ field, message }] });
}

export function noAvailability(): AppError {
  return new AppError('NO_AVAILABILITY', NO_AVAILABILITY_MESSAGE);
}

import { AppError } from '../errors/app-error';

export function hotelNotFound(id: number | string): AppError {
  return new AppError('NOT_FOUND', `Hotel ${id} does not exist.`);
}

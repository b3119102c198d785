import { AppError } from '../../http/errors';

/** A request the data's state refuses (cannot regenerate after a print …): 409 with its own code. */
export function refused(code: string, key: string, params: Readonly<Record<string, string | number>> = {}): AppError {
  return new AppError(409, code, key, { params });
}

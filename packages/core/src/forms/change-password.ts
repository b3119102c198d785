import { characterCount, toTrimmedString } from './validators';

/**
 * Change-password rules, exactly product-spec §5. The web dialog validates all three fields; the server
 * (PUT /api/eticket/session/password gets only currentPassword and newPassword) calls the same function
 * with `requireConfirmation: false`, so both sides refuse the same inputs with the same messages.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'newPassword2';

export type ChangePasswordErrorKey =
  | 'Validation.CurrentPasswordRequired'
  | 'Validation.NewPasswordRequired'
  | 'Validation.PasswordLength'
  | 'Validation.ConfirmPasswordRequired'
  | 'Validation.PasswordMismatch';

export interface ChangePasswordInput {
  currentPassword?: unknown;
  newPassword?: unknown;
  newPassword2?: unknown;
}

export interface ChangePasswordOptions {
  /** Check newPassword2 (default true). The server has no confirmation field and passes false. */
  requireConfirmation?: boolean;
}

export type ChangePasswordResult =
  | { ok: true; value: { currentPassword: string; newPassword: string } }
  | { ok: false; errors: Partial<Record<ChangePasswordField, ChangePasswordErrorKey>> };

/** One field's message (i18n key) or null; the dialog uses it to validate a field on blur. */
export function validateChangePasswordField(
  field: ChangePasswordField,
  input: ChangePasswordInput,
): ChangePasswordErrorKey | null {
  switch (field) {
    case 'currentPassword':
      return toTrimmedString(input.currentPassword) === '' ? 'Validation.CurrentPasswordRequired' : null;
    case 'newPassword': {
      const value = toTrimmedString(input.newPassword);
      if (value === '') return 'Validation.NewPasswordRequired';
      const length = characterCount(value);
      return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? 'Validation.PasswordLength' : null;
    }
    case 'newPassword2': {
      const value = toTrimmedString(input.newPassword2);
      if (value === '') return 'Validation.ConfirmPasswordRequired';
      return value === toTrimmedString(input.newPassword) ? null : 'Validation.PasswordMismatch';
    }
  }
}

/** Validate the whole form; on success the trimmed values to send. */
export function validateChangePassword(
  input: ChangePasswordInput,
  opts: ChangePasswordOptions = {},
): ChangePasswordResult {
  const fields: ChangePasswordField[] =
    opts.requireConfirmation === false ? ['currentPassword', 'newPassword'] : ['currentPassword', 'newPassword', 'newPassword2'];
  const errors: Partial<Record<ChangePasswordField, ChangePasswordErrorKey>> = {};
  for (const field of fields) {
    const key = validateChangePasswordField(field, input);
    if (key !== null) errors[field] = key;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { currentPassword: toTrimmedString(input.currentPassword), newPassword: toTrimmedString(input.newPassword) },
  };
}

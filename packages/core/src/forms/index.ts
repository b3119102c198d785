export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateChangePassword,
  validateChangePasswordField,
  type ChangePasswordErrorKey,
  type ChangePasswordField,
  type ChangePasswordInput,
  type ChangePasswordOptions,
  type ChangePasswordResult,
} from './change-password';
export {
  characterCount,
  firstIssue,
  integerRange,
  isBlank,
  lengthRange,
  maxLength,
  parseIntegerInput,
  required,
  toTrimmedString,
  type Rule,
  type ValidationIssue,
} from './validators';
export { decimalString, type DecimalRuleOptions } from './decimal-rule';
export type { FormsMessageKey } from '../i18n/messages/forms';
export { acceptableText, isMultilineField, textProblem, textProblemKey, type TextProblem } from './text-rule';

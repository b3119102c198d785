export { CNY_SYMBOL, formatAmount, shouldShowRmbSymbol, type FormatAmountOptions } from './amount';
export {
  DateFormats,
  formatDate,
  formatDateTime,
  formatDateTimeMinutes,
  toDate,
  type DateFormat,
  type DateInput,
} from './date';
export { FILE_SIZE_UNITS, formatFileSize } from './file-size';

import { isValid, lightFormat, parseISO } from 'date-fns';

/** The three date formats of product-spec §9 (YYYY-MM-DD HH:mm:ss …) in date-fns tokens (numeric only: lightFormat, no locale data). */
export const DateFormats = {
  dateTime: 'yyyy-MM-dd HH:mm:ss',
  dateTimeMinutes: 'yyyy-MM-dd HH:mm',
  date: 'yyyy-MM-dd',
} as const;

export type DateFormat = (typeof DateFormats)[keyof typeof DateFormats];

/** What the API and the UI hand us: a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | number | string | null | undefined;

/**
 * A valid Date or null. ISO strings without an offset (ABP's usual "2024-05-10T08:00:00") are read as local
 * time, with an offset or 'Z' as that instant. Time always comes in as an argument: core never asks the clock.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    const parsed = parseISO(value.trim());
    return isValid(parsed) ? parsed : null;
  }
  const date = typeof value === 'number' ? new Date(value) : value;
  return isValid(date) ? date : null;
}

/** Format in the runtime's local time zone; an empty or invalid value gives ''. */
export function formatDate(value: DateInput, pattern: DateFormat = DateFormats.date): string {
  const date = toDate(value);
  return date === null ? '' : lightFormat(date, pattern);
}

/** 'yyyy-MM-dd HH:mm:ss' */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, DateFormats.dateTime);
}

/** 'yyyy-MM-dd HH:mm' */
export function formatDateTimeMinutes(value: DateInput): string {
  return formatDate(value, DateFormats.dateTimeMinutes);
}

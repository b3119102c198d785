import { Text } from '@chakra-ui/react';
import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

/** From this share of the limit on, the box shows how many characters are used. */
const COUNT_FROM = 0.9;

/** Whether pasting `pasted` over the selection of `field` makes it longer than `maxLength` (the browser cuts it then). */
export function pasteOverflows(field: { value: string; selectionStart: number | null; selectionEnd: number | null }, pasted: string, maxLength: number): boolean {
  const selected = field.selectionStart === null || field.selectionEnd === null ? 0 : field.selectionEnd - field.selectionStart;
  return field.value.length - selected + pasted.length > maxLength;
}

/**
 * A text box's `maxlength` made visible: the browser silently cuts what goes past it, so near the limit a
 * counter shows the characters used, and a paste that was cut says so until the text is shorter again.
 */
export function useLengthLimit<E extends HTMLInputElement | HTMLTextAreaElement>(
  maxLength: number | undefined,
  value: unknown,
  onPaste: ((event: ClipboardEvent<E>) => void) | undefined,
): { onPaste: ((event: ClipboardEvent<E>) => void) | undefined; note: ReactNode } {
  const t = useT();
  // The value the cut paste landed on: the message stays until the text has changed to below the limit.
  const [cutFrom, setCutFrom] = useState<{ value: unknown } | null>(null);
  const length = typeof value === 'string' ? value.length : null;
  if (cutFrom !== null && value !== cutFrom.value && length !== null && maxLength !== undefined && length < maxLength) setCutFrom(null);
  if (maxLength === undefined) return { onPaste, note: null };
  const handlePaste = (event: ClipboardEvent<E>) => {
    onPaste?.(event);
    setCutFrom(pasteOverflows(event.currentTarget, event.clipboardData.getData('text'), maxLength) ? { value } : null);
  };
  const near = length !== null && length >= Math.ceil(maxLength * COUNT_FROM);
  const note = cutFrom !== null ? (
    <Text as="span" display="block" mt="1" fontSize="xs" color="fg.warning" aria-live="polite" data-testid="length-note">
      {t('Validation.LengthCut', { max: maxLength })}
    </Text>
  ) : near ? (
    <Text as="span" display="block" mt="1" fontSize="xs" color="fg.muted" textAlign="end" aria-live="polite" data-testid="length-note">
      {t('Validation.LengthCount', { count: length, max: maxLength })}
    </Text>
  ) : null;
  return { onPaste: handlePaste, note };
}

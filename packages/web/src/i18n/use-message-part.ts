import { use } from 'react';
import { useLocale } from './i18n-context';
import { loadMessages, type MessagePart } from './load-messages';

/** Suspend until this part of the texts is loaded in the current language (pages call it first). */
export function useMessagePart(part: MessagePart): void {
  use(loadMessages(useLocale(), part));
}

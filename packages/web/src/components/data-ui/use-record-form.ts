import type { Validated } from '@eticket/core/validation';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { notify } from '../ui/notify';
import { useEntityForm, type EntityForm } from './use-entity-form';

/**
 * Create or edit one stored record: the form starts from the record (or empty), a save creates or
 * updates with the concurrency stamp it was loaded with, and after a 409 `reload` fetches what is
 * stored now (new values, new stamp) so the user can redo the change on top of it.
 */
export interface RecordFormOptions<D extends { id: string; concurrencyStamp: string }, V, I> {
  /** null: a new record. */
  record: D | null;
  toValues: (record: D | null) => V;
  validate: (values: V) => Validated<I>;
  create: (input: I) => Promise<D>;
  update: (id: string, input: I & { concurrencyStamp: string }) => Promise<D>;
  /** GET the record again (after a conflict). */
  fetch?: (id: string) => Promise<D>;
  onSaved: (saved: D, created: boolean) => void;
  /** See `EntityFormOptions.normalize`. */
  normalize?: (values: V) => V;
  /** The "saved" message; false: the caller says it. Default Data.Form.Saved. */
  savedMessage?: string | false;
}

export interface RecordForm<V> {
  form: EntityForm<V>;
  /** Present for a stored record with `fetch`: load the stored version (after a conflict). */
  reload: (() => void) | undefined;
  isNew: boolean;
}

export function useRecordForm<D extends { id: string; concurrencyStamp: string }, V, I>(options: RecordFormOptions<D, V, I>): RecordForm<V> {
  const t = useT();
  const { record, fetch } = options;
  const [stamp, setStamp] = useState(record?.concurrencyStamp ?? null);
  const form = useEntityForm<V, I, D>({
    initial: options.toValues(record),
    validate: options.validate,
    ...(options.normalize === undefined ? {} : { normalize: options.normalize }),
    save: (input) => (record === null || stamp === null ? options.create(input) : options.update(record.id, { ...input, concurrencyStamp: stamp })),
    onSaved: (saved) => {
      setStamp(saved.concurrencyStamp);
      if (options.savedMessage !== false) notify({ kind: 'message', type: 'success', title: options.savedMessage ?? t('Data.Form.Saved'), durationMs: 3000 });
      options.onSaved(saved, record === null);
    },
  });
  const reload =
    record === null || fetch === undefined
      ? undefined
      : () => {
          fetch(record.id).then(
            (fresh) => {
              setStamp(fresh.concurrencyStamp);
              form.reset(options.toValues(fresh));
            },
            () => undefined,
          );
        };
  return { form, reload, isNew: record === null };
}

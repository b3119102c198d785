import type { CallOptions } from '@eticket/api-client';
import type { Validated } from '@eticket/core/validation';
import { useCallback, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { FullUiProvider } from '../ui/full-provider';
import { FormDialog } from './form-dialog';
import { invalidate } from './invalidation';
import type { EntityForm } from './use-entity-form';
import { useRecordForm } from './use-record-form';

/**
 * A record's form as a module of its own (values, rules, fields), so a list page ships none of it: it
 * is imported when New or Edit is first clicked, together with the dialog.
 */
export interface RecordFormSpec<D, V, I> {
  toValues: (record: D | null) => V;
  validate: (values: V, record: D | null) => Validated<I>;
  fields: (form: EntityForm<V>, record: D | null) => ReactNode;
}

export interface StoredRecord {
  id: string;
  concurrencyStamp: string;
}

interface RecordEndpoints<D, I> {
  create(input: I, options?: CallOptions): Promise<D>;
  update(id: string, input: I & { concurrencyStamp: string }, options?: CallOptions): Promise<D>;
  get(id: string, options?: CallOptions): Promise<D>;
}

export interface RecordFormDialogProps<D extends StoredRecord, V, I> {
  resource: string;
  entityName: string;
  endpoints: RecordEndpoints<D, I>;
  /** null: create. */
  record: D | null;
  toValues: (record: D | null) => V;
  validate: (values: V, record: D | null) => Validated<I>;
  fields: (form: EntityForm<V>, record: D | null) => ReactNode;
  formCall: CallOptions;
  alsoInvalidates?: readonly string[];
  onClose: () => void;
}

/** Create or edit one record in a dialog; a save invalidates the resource (its lists reload) and closes. */
export function RecordFormDialog<D extends StoredRecord, V, I>(props: RecordFormDialogProps<D, V, I>) {
  const t = useT();
  const { endpoints, formCall, record, onClose, validate } = props;
  const validateRecord = useCallback((values: V) => validate(values, record), [validate, record]);
  const { form, reload } = useRecordForm<D, V, I>({
    record,
    toValues: props.toValues,
    validate: validateRecord,
    create: (input) => endpoints.create(input, formCall),
    update: (id, input) => endpoints.update(id, input, formCall),
    fetch: (id) => endpoints.get(id),
    onSaved: () => {
      invalidate(props.resource, ...(props.alsoInvalidates ?? []));
      onClose();
    },
  });
  const title = t(record === null ? 'Data.Form.CreateTitle' : 'Data.Form.EditTitle', { entity: props.entityName });
  return (
    <FormDialog title={title} form={form} onClose={onClose} {...(reload === undefined ? {} : { onReload: reload })}>
      {props.fields(form, record)}
    </FormDialog>
  );
}

/** The dialog with the full recipe set (loaded on demand: lists open it, they do not ship it). */
export default function RecordFormDialogInFullUi<D extends StoredRecord, V, I>(props: RecordFormDialogProps<D, V, I>) {
  return (
    <FullUiProvider>
      <RecordFormDialog {...props} />
    </FullUiProvider>
  );
}

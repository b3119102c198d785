import { routeTitle, type RouteDef } from '@eticket/core/navigation';
import type { ComponentType, ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/i18n-context';
import { PageFrame } from '../../kit/page-frame';
import { EditTargetPlaceholder } from './edit-form-frame';
import { useEditTarget } from './use-edit-target';

/** What an edit page's form gets: the stored record (edit), or a record to copy (new), or neither (new). */
export interface RecordFormProps<D> {
  record: D | null;
  copyOf: D | null;
  /** The save went through: the page starts a fresh form next time (it stays mounted in its tab). */
  onSaved: () => void;
}

/**
 * A full-page edit route (`?id=` edits, `?copy=` starts from a copy, neither creates): loads the record,
 * shows a placeholder while it loads or when it cannot be loaded, then the page's form, inside the page's
 * recipes (`Ui`: FormUiProvider when the form renders tabs, switches or checkboxes, else DataUiProvider).
 */
export function RecordEditPage<D>({
  route,
  get,
  listPath,
  Form,
  Ui,
}: {
  /** The page's route: titled 'new' or 'edit' by the location's `id` (`routeTitle`). */
  route: Pick<RouteDef, 'title' | 'newTitle'>;
  /** A stable function (useCallback): GET the record. */
  get: (id: string, signal: AbortSignal) => Promise<D>;
  listPath: string;
  Form: ComponentType<RecordFormProps<D>>;
  Ui: ComponentType<{ children: ReactNode }>;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const title = t(routeTitle(route, useSearch()));
  const target = useEditTarget(get);
  return (
    <Ui>
      <PageFrame title={title}>
        {target.status === 'ready' ? (
          <Form key={target.formKey} record={target.record} copyOf={target.copyOf} onSaved={target.saved} />
        ) : (
          <EditTargetPlaceholder
            {...(target.status === 'error' ? { error: target.error, onRetry: target.retry } : {})}
            onBack={() => {
              navigate(listPath);
            }}
          />
        )}
      </PageFrame>
    </Ui>
  );
}

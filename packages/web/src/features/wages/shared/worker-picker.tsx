import type { UserLookupItem } from '@eticket/core/people';
import { lookupInput } from '@eticket/core/query';
import { LookupPicker } from '../../../components/data-ui/lookup-picker';
import { SharedResource } from '../../../kit/shared-resources';
import { useT } from '../../../i18n/i18n-context';
import { useWageDirectory } from './wage-directory-api';

export function workerLabel(worker: { name: string; userName: string }): string {
  return worker.name === '' ? worker.userName : worker.name;
}

/** A worker, searched by name, user name or employee no. on the server (within the caller's data scope). */
export function WorkerPicker({
  value,
  onChange,
  selectedLabel = null,
  showLabel = false,
  invalid = false,
  placeholder,
  width,
}: {
  value: string;
  onChange: (userId: string, worker: UserLookupItem | null) => void;
  selectedLabel?: string | null;
  showLabel?: boolean;
  invalid?: boolean;
  /** Default: "all workers" (a filter). */
  placeholder?: string;
  width?: string | Record<string, string>;
}) {
  const t = useT();
  const directory = useWageDirectory();
  return (
    <LookupPicker<UserLookupItem>
      label={t('Wages.Field.Worker')}
      showLabel={showLabel}
      placeholder={placeholder ?? t('Wages.Admin.AllWorkers')}
      value={value}
      selectedLabel={selectedLabel}
      onChange={onChange}
      resource={SharedResource.user}
      search={(request, signal) => directory.members.lookup(lookupInput(request), { signal })}
      itemLabel={workerLabel}
      itemDetail={(worker) => worker.employeeNo}
      invalid={invalid}
      testId="worker-picker"
      {...(width === undefined ? {} : { width })}
    />
  );
}

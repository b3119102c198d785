import type { FieldErrors, Validated } from '@eticket/core/validation';
import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { failureText, isConflict, serverFieldErrors } from './api-failure';

/**
 * An edit form driven by the core's validation: the same validator the server runs reads the raw
 * values (strings as typed), so both refuse the same input with the same texts on the same field paths
 * (`name`, `colors[2].name`, `procedures[0].defaultPrice`). What only the server can know (a taken name,
 * a record deleted meanwhile) comes back as a 400 on those paths and shows beside the same fields; a 409
 * (somebody saved in between) becomes `conflict`.
 *
 * Errors show for a field once it was left (blur) and for all fields after the first save attempt.
 */

export interface EntityFormOptions<V, I, R> {
  initial: V;
  validate: (values: V) => Validated<I>;
  /** Send the validated input; pass `silent: formHandlesFailure` so the form, not a toast, shows its errors. */
  save: (input: I, values: V) => Promise<R>;
  onSaved?: (result: R) => void;
  /**
   * Applied to the values when saving (e.g. procedures put in seq order, the order the validator returns
   * them in, so the server's `procedures[i]` errors point at the rows on screen).
   */
  normalize?: (values: V) => V;
}

export interface EntityForm<V> {
  values: V;
  /** Set one top-level field (clears the server's error on it). */
  setField: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Change several values; `paths` name what changed, so the server's errors on them (and below) clear. */
  update: (updater: (values: V) => V, paths?: readonly string[]) => void;
  /** Replace everything (a reload after a conflict): errors, conflict and touched state start over. */
  reset: (values: V) => void;
  touch: (path: string) => void;
  /** The text to show under a field, or null. */
  errorOf: (path: string) => string | null;
  /** Paths with a visible error. */
  errorPaths: readonly string[];
  submitted: boolean;
  pending: boolean;
  /** The server's 409 message: the record changed since it was loaded. */
  conflict: string | null;
  onSubmit: (event?: SyntheticEvent) => void;
}

function clearPaths(errors: Record<string, string>, paths: readonly string[]): Record<string, string> {
  const kept = Object.entries(errors).filter(([path]) => !paths.some((p) => path === p || path.startsWith(`${p}[`) || path.startsWith(`${p}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

export function useEntityForm<V, I, R>(options: EntityFormOptions<V, I, R>): EntityForm<V> {
  const t = useT();
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const { validate, save, onSaved } = options;

  // Pass a stable validator (a module-level function): it runs on every change.
  const clientErrors: FieldErrors = useMemo(() => {
    const result = validate(values);
    return result.ok ? {} : result.errors;
  }, [validate, values]);

  const visible = useMemo(() => {
    const out: Record<string, string> = { ...serverErrors };
    for (const [path, issue] of Object.entries(clientErrors)) {
      if (submitted || touched.has(path)) out[path] = t(issue.key, issue.params);
    }
    return out;
  }, [clientErrors, serverErrors, submitted, touched, t]);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => clearPaths(e, [String(name)]));
  }, []);

  const update = useCallback((updater: (values: V) => V, paths: readonly string[] = []) => {
    setValues(updater);
    if (paths.length > 0) setServerErrors((e) => clearPaths(e, paths));
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
    setConflict(null);
  }, []);

  const touch = useCallback((path: string) => {
    setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  }, []);

  const onSubmit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const current = options.normalize === undefined ? values : options.normalize(values);
    if (current !== values) setValues(current);
    const result = validate(current);
    if (!result.ok) return;
    setPending(true);
    setConflict(null);
    save(result.value, current).then(
      (saved) => {
        setPending(false);
        setServerErrors({});
        onSaved?.(saved);
      },
      (error: unknown) => {
        setPending(false);
        if (isConflict(error)) setConflict(failureText(error, t));
        else setServerErrors(serverFieldErrors(error));
      },
    );
  };

  return {
    values,
    setField,
    update,
    reset,
    touch,
    errorOf: (path) => visible[path] ?? null,
    errorPaths: Object.keys(visible),
    submitted,
    pending,
    conflict,
    onSubmit,
  };
}

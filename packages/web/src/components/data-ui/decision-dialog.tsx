import { Alert, Button, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { hasFieldErrors, failureText, serverFieldErrors } from './api-failure';
import { PlainField } from './plain-field';
import { PlainTextarea } from './plain-textarea';
import { FullUiProvider } from '../ui/full-provider';
import { ModalFrame } from '../ui/modal-frame';
import { useT } from '../../i18n/i18n-context';

/** A decision (pass or reject an application, revoke a record …): its call, what failed and where to show it. */
export interface Decision {
  pending: boolean;
  /** The refusal that belongs to no field (the quota, already handled, a stale stamp), translated. */
  problem: string | null;
  /** Field errors by field path, translated by the server. */
  fieldErrors: Readonly<Record<string, string>>;
  /** The last try found the required input missing (`ready` said no), so nothing was sent. */
  missing: boolean;
  run: () => void;
}

/** `ready`: whether what the decision requires (a reason, an organization) is there; without it nothing is sent. */
export function useDecision(call: () => Promise<unknown>, onDone: () => void, ready: () => boolean = () => true): Decision {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [missing, setMissing] = useState(false);
  const run = () => {
    if (pending) return;
    const complete = ready();
    setMissing(!complete);
    if (!complete) return;
    setPending(true);
    setProblem(null);
    setFieldErrors({});
    call().then(
      () => {
        setPending(false);
        onDone();
      },
      (error: unknown) => {
        setPending(false);
        if (hasFieldErrors(error)) setFieldErrors(serverFieldErrors(error));
        else setProblem(failureText(error, t));
      },
    );
  };
  return { pending, problem, fieldErrors, missing, run };
}

/**
 * The dialog around a decision: its fields, the refusal the server gave, Cancel and the action. Pages load
 * the dialogs that use it on first opening: they bring the full recipe set.
 */
export function DecisionDialog({
  title,
  testId,
  actionLabel,
  danger = false,
  decision,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  actionLabel: string;
  danger?: boolean;
  decision: Decision;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <FullUiProvider>
    <ModalFrame
      title={title}
      testId={testId}
      onClose={onClose}
      actions={
        <Button type="submit" form={formId} colorPalette={danger ? 'red' : 'brand'} loading={decision.pending}>
          {actionLabel}
        </Button>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          decision.run();
        }}
      >
        <Stack gap="4">
          {decision.problem !== null && (
            <Alert.Root status="error" data-testid="decision-problem">
              <Alert.Indicator />
              <Alert.Title>{decision.problem}</Alert.Title>
            </Alert.Root>
          )}
          {children}
        </Stack>
      </form>
    </ModalFrame>
    </FullUiProvider>
  );
}

/** A decision's text (a reason, a message): a labelled textarea with its limit. */
export function DecisionText({
  label,
  name,
  value,
  onChange,
  max,
  error,
  required = false,
  rows = 3,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | null;
  required?: boolean;
  rows?: number;
}) {
  return (
    <PlainField label={label} error={error} required={required}>
      <PlainTextarea
        name={name}
        rows={rows}
        maxLength={max}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
      />
    </PlainField>
  );
}

/** A decision's required reason: the server's error on it, or "required" once a try found it blank. */
export function DecisionReason({ label, value, onChange, max, decision }: { label: string; value: string; onChange: (value: string) => void; max: number; decision: Decision }) {
  const t = useT();
  const error = decision.fieldErrors.reason ?? (decision.missing && value.trim() === '' ? t('Validation.Required') : null);
  return <DecisionText label={label} name="reason" value={value} onChange={onChange} max={max} required error={error} />;
}

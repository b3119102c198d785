/** An action to confirm (confirm production, close, cancel, copy a bed, replace or void a ticket). */
export interface ConfirmAction {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  onDone: () => void;
}

import { useState } from 'react';
import { useApi, type LoginInput } from '../kit/api';
import { useSessionRef, useSessionSelector } from './session-context';

export interface LoginSubmit {
  submit: (input: LoginInput) => void;
  pending: boolean;
}

/**
 * Log in: POST /api/eticket/token, then hand the tokens to the session machine (`session.login`), which
 * stores them and reloads the configuration as the signed-in user; the guard then leaves the login page
 * for the `?redirect=` target. A failure is shown by the error presenter.
 */
export function useLoginSubmit(): LoginSubmit {
  const api = useApi();
  const session = useSessionRef();
  const loggingIn = useSessionSelector((s) => s.matches({ auth: 'loggingIn' }));
  const [calling, setCalling] = useState(false);
  return {
    submit: (input) => {
      setCalling(true);
      const { tenantName, ...credentials } = input;
      api
        .login(tenantName === undefined || tenantName === '' ? credentials : input)
        .then(
          (tokens) => {
            session.send({ type: 'session.login', tokens });
          },
          () => {
            /* shown by the error presenter */
          },
        )
        .finally(() => {
          setCalling(false);
        });
    },
    pending: calling || loggingIn,
  };
}

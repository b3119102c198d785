import { useCallback, useState } from 'react';
import type * as PopupsModule from './popups';

export type Popups = typeof PopupsModule;

// Menus, popovers and dialogs (and the headless machinery behind them) load on first use, not with the
// shell: hovering or focusing a trigger starts the download, so the first click feels instant.
let loaded: Popups | null = null;
let loading: Promise<Popups> | null = null;

export function loadPopups(): Promise<Popups> {
  loading ??= import('./popups').then((m) => {
    loaded = m;
    return m;
  });
  return loading;
}

/** The popups module once loaded (else null) and a function that starts loading it. */
export function usePopups(): readonly [Popups | null, () => void] {
  const [popups, setPopups] = useState<Popups | null>(loaded);
  const ensure = useCallback(() => {
    if (loaded !== null) {
      setPopups(loaded);
      return;
    }
    void loadPopups().then(setPopups);
  }, []);
  return [popups, ensure] as const;
}

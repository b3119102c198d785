import { createElement, use, type ComponentType, type ReactNode } from 'react';

/** A chunk whose default export is a component (whatever else it exports comes back from `load()`). */
type Module = { default: (props: never) => ReactNode };
type PropsOf<M extends Module> = Parameters<M['default']>[0];

/** A promise React's `use` reads without suspending once it has settled (React reads these two fields). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Promise<T> {
  const out: Tracked<T> = promise;
  out.status = 'pending';
  out.then(
    (value) => {
      out.status = 'fulfilled';
      out.value = value;
    },
    (reason: unknown) => {
      out.status = 'rejected';
      out.reason = reason;
    },
  );
  return out;
}

/** A component from its own chunk that can be loaded before it renders. */
export interface Loadable<M extends Module> {
  (props: PropsOf<M>): ReactNode;
  /** Starts the load (once); settles with the chunk when the component can render without suspending. */
  load: () => Promise<M>;
}

/**
 * Like React.lazy, plus `load()`: a caller that knows what comes next (the first screen waits for its page in a
 * place where waiting shows nothing) starts the chunk early. Once loaded, the component renders at once:
 * React.lazy suspends on its first render however long ago its chunk arrived, and every suspension in a new
 * Suspense boundary commits a fallback, after which React holds further reveals for up to 300 ms.
 */
export function loadable<M extends Module>(load: () => Promise<M>): Loadable<M> {
  type Props = PropsOf<M>;
  let module: Promise<M> | undefined;
  const start = (): Promise<M> => {
    if (module === undefined) {
      const loading = tracked(load());
      module = loading;
      // A failed download is tried again on the next render or load, as after a flaky connection.
      loading.catch(() => {
        if (module === loading) module = undefined;
      });
    }
    return module;
  };
  function Loaded(props: Props): ReactNode {
    const { default: Component } = use(start());
    return createElement(Component as ComponentType<Props>, props);
  }
  Loaded.load = start;
  return Loaded;
}

import { layoutMachine, selectLayout, type LayoutView } from '@eticket/core/navigation';
import { createActorContext, shallowEqual } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';

const LayoutActor = createActorContext(layoutMachine);

export const useLayoutRef = LayoutActor.useActorRef;

export function useLayout(): LayoutView {
  return LayoutActor.useSelector(selectLayout, shallowEqual);
}

function ResizeWatcher() {
  const layout = LayoutActor.useActorRef();
  useEffect(() => {
    // VEA measures the body; window.innerWidth is the same viewport width without a layout read.
    const onResize = () => {
      layout.send({ type: 'layout.resize', width: window.innerWidth });
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, [layout]);
  return null;
}

/** The layout machine (sidebar open/closed, desktop/mobile) remembering the sidebar in localStorage. */
export function LayoutProvider({ children, storage }: { children: ReactNode; storage?: Storage }) {
  const input = useMemo(() => ({ storage: storage ?? window.localStorage, width: window.innerWidth }), [storage]);
  return (
    <LayoutActor.Provider options={{ input }}>
      <ResizeWatcher />
      {children}
    </LayoutActor.Provider>
  );
}

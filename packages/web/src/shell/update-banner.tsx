import { lazy, Suspense } from 'react';
import { useAppUpdate } from '../actors/app-update';

const UpdateOffer = lazy(() => import('./update-offer'));

/** The offer to reload when a new version of the app is ready (the service worker's update, app/service-worker.ts). */
export function UpdateBanner() {
  const actor = useAppUpdate();
  if (actor === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOffer actor={actor} />
    </Suspense>
  );
}

import type { BundleDto } from '@eticket/core/production';
import { lazy, Suspense } from 'react';

const BundleEditDialogChunk = lazy(() => import('./bundle-edit-dialog'));

/** Mounted only while a bundle is being edited: the dialog and its form load on the first Edit. */
export function LazyBundleEditDialog({ bundle, onClose }: { bundle: BundleDto | null; onClose: () => void }) {
  if (bundle === null) return null;
  return (
    <Suspense fallback={null}>
      <BundleEditDialogChunk key={bundle.id} bundle={bundle} onClose={onClose} />
    </Suspense>
  );
}

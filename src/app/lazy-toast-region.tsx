import { lazy, Suspense, useEffect, useState } from 'react';
import type { AppToaster } from '../ui/toast';

// issue 17 (console weight): the toast region (Ark Toaster, zag's toast machines, dismissable
// layers) is not needed to show a page, only to show a toast; it loads with the first toast.
// The toaster's store keeps that toast meanwhile, and the region shows the store's toasts when it
// mounts, so no toast is lost or shown late by more than the chunk's download.
const ToastRegion = lazy(() => import('../ui/toast').then((m) => ({ default: m.ToastRegion })));

export function LazyToastRegion({ toaster }: { toaster: AppToaster }) {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getVisibleToasts().length > 0) setWanted(true);
    return toaster.subscribe(() => setWanted(true));
  }, [toaster, wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion toaster={toaster} />
    </Suspense>
  ) : null;
}

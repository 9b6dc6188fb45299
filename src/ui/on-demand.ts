import { type ComponentType, type FocusEventHandler, type MouseEventHandler, useState } from 'react';

// issue 17 (console weight): a dialog or drawer that no page needs before its first render lives in
// its own chunk, fetched when it is about to be opened. It opens only once its chunk is there: a
// dialog mounted while its chunk was still loading closed at once (Ark's dialog saw the focus go
// back to the trigger during the load, commit 76b01c5 undid that attempt). Pointing at the trigger
// or focusing it starts the download, so a click usually finds the chunk loaded.

/** A component in its own chunk, fetched once on demand. */
export interface OnDemand<P> {
  /** the component, once its chunk has loaded */
  readonly component: ComponentType<P> | null;
  /** fetches the chunk (once; again after a failed attempt) */
  load(): Promise<ComponentType<P>>;
}

export function onDemand<P>(importer: () => Promise<ComponentType<P>>): OnDemand<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    get component() {
      return component;
    },
    load() {
      pending ??= importer().then(
        (loaded) => {
          component = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

export interface OpenOnDemand<P> {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** the loaded component; null until the first opening (render nothing then) */
  Component: ComponentType<P> | null;
  /** spread on the trigger: pointing or focusing preloads, a click opens once loaded */
  triggerProps: {
    onPointerEnter: () => void;
    onFocus: FocusEventHandler;
    onClick: MouseEventHandler;
  };
}

/**
 * The open state of an on-demand part and its trigger's handlers. `onLoadFailed` tells the user
 * when the chunk could not be fetched (the part stays closed; the next click tries again).
 */
export function useOpenOnDemand<P>(part: OnDemand<P>, onLoadFailed: () => void): OpenOnDemand<P> {
  const [open, setOpen] = useState(false);
  // A failed preload is said on the click that needs the chunk, not while pointing.
  const preload = () => void part.load().catch(() => undefined);
  return {
    open,
    setOpen,
    Component: part.component,
    triggerProps: {
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => void part.load().then(() => setOpen(true), onLoadFailed),
    },
  };
}

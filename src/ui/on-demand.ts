import { type ComponentType, type FocusEventHandler, type MouseEventHandler, useState } from 'react';

// issue 17 (console weight): a dialog or drawer that no page needs before its first render lives in
// its own chunk, fetched when it is about to be opened. It opens only once its chunk, and what it
// shows first (`ready`), are there. The company settings dialog, loaded lazily and mounted while
// its data still loaded, showed a skeleton dialog and then swapped it for the form's: the
// skeleton's focus trap gave the focus back to the button as it went, and the form's dialog,
// seeing the focus outside, closed at once (the attempt commit 76b01c5 undid). Pointing at the
// trigger or focusing it starts both downloads, so a click usually finds them done.

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

/** Starts fetching an on-demand part ahead of need; a failure is said by the opening that needs it. */
export function preload<P>(part: OnDemand<P>): void {
  part.load().catch(() => undefined);
}

/**
 * Opens an on-demand part once its chunk is there (`open` sets the state that shows it);
 * `onLoadFailed` tells the user when it could not be fetched (the next attempt fetches again).
 * `ready`, when given, fetches what the part shows first; the part opens once that has come too.
 */
export function openWhenLoaded<P>(
  part: OnDemand<P>,
  open: () => void,
  onLoadFailed: () => void,
  ready?: () => Promise<unknown>,
): void {
  // a failed `ready` is the part's to show (its "unable to load" state); it opens all the same
  const data = ready?.().catch(() => undefined);
  Promise.all([part.load(), data]).then(open, onLoadFailed);
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

/** The open state of an on-demand part and its trigger's handlers (see openWhenLoaded). */
export function useOpenOnDemand<P>(
  part: OnDemand<P>,
  onLoadFailed: () => void,
  ready?: () => Promise<unknown>,
): OpenOnDemand<P> {
  const [open, setOpen] = useState(false);
  const preloadPart = () => {
    preload(part);
    ready?.().catch(() => undefined);
  };
  return {
    open,
    setOpen,
    Component: part.component,
    triggerProps: {
      onPointerEnter: preloadPart,
      onFocus: preloadPart,
      onClick: () => openWhenLoaded(part, () => setOpen(true), onLoadFailed, ready),
    },
  };
}

import { useEffect, useState } from 'react';

/** How long the wall waits without pointer or keyboard before it hides its setup (issue 30: "a few
 * seconds"; ours). */
export const TV_IDLE_MS = 8_000;

/**
 * Whether nobody has used the pointer or the keyboard for `ms` — a kiosk (issue 30): the wall then
 * hides its controls, any pointer move, press, wheel or key brings them back. The timer is a
 * setTimeout, so a test moves it with its clock. A pointer that did not move does not count: the
 * browser sends a "move" without one when the page's layout changes under a resting pointer (as
 * hiding the setup does), which would bring the controls back at once.
 */
export function useIdle(ms: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), ms);
    let at: { x: number; y: number } | null = null;
    const active = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    const moved = (event: PointerEvent) => {
      const was = at;
      at = { x: event.screenX, y: event.screenY };
      if (!was || was.x !== at.x || was.y !== at.y) active();
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, active, { capture: true, passive: true });
    window.addEventListener('pointermove', moved, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, active, { capture: true });
      window.removeEventListener('pointermove', moved, { capture: true });
    };
  }, [ms]);
  return idle;
}

/** Full screen (the Fullscreen API), where the browser offers it. */
export function useFullScreen(): { available: boolean; on: boolean; toggle: () => void } {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  return {
    available: typeof document !== 'undefined' && document.fullscreenEnabled,
    on,
    toggle: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void document.documentElement.requestFullscreen().catch(() => undefined);
    },
  };
}

import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useEffect, useState } from 'react';
import { checkedStorage } from '../../../services/local-storage';

/** Whether the wall's setup controls are shown: remembered on the screen (localStorage), so a wall
 * that was set up and hidden boots straight into its indicators. */
const setupShownAtom = atomWithStorage<boolean>(
  'wf.tv.setupShown',
  true,
  checkedStorage((raw) => (typeof raw === 'boolean' ? raw : undefined)),
  { getOnInit: true },
);
export const useSetupShown = () => useAtom(setupShownAtom);

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

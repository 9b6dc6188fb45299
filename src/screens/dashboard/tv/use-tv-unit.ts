import { useEffect, useState } from 'react';
import { tvUnitPx } from './tv-type';

/** The wall's unit in px (tv-type.ts), following the window's size: for what script draws (the
 * charts' text), which CSS units cannot reach. */
const read = () => tvUnitPx(window.innerWidth, window.innerHeight);

export function useTvUnit(): number {
  const [unit, setUnit] = useState(read);
  useEffect(() => {
    const onResize = () => setUnit(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return unit;
}

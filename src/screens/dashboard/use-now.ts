import { useEffect, useState } from 'react';

/** The time, ticking every `ms` (the monitoring timers and colours move while nothing is fetched). */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

import { useEffect, useState } from 'react';

/**
 * « now », moved on at each whole minute: a countdown in minutes changes once a minute, so a
 * screen reader is not told of it every second (and a phone is not woken for nothing).
 */
export function useMinuteClock(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, 60_000 - (current.getTime() % 60_000) + 50);
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, [fixed]);
  return fixed ?? now;
}

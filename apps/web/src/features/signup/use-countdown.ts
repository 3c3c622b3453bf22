import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking once a second; `restart` starts it over. */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, restart };
}

/** 60 → "01:00", 5 → "00:05" (mm:ss). */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

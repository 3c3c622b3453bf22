import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off `durationMs` after it is raised (e.g. the 4 s forgot-password loading). */
export function useTimedFlag(durationMs: number): [boolean, () => void] {
  const [isOn, setIsOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setIsOn(true);
    timer.current = setTimeout(() => setIsOn(false), durationMs);
  }, [durationMs]);
  return [isOn, raise];
}

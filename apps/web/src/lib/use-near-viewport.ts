import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true). Heavy parts below the
 * fold (the insights' chart library) load when the customer scrolls toward them, not with the first load.
 * Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page. The first render is left alone:
 * a pre-rendered page may come alive after the visitor has already scrolled it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

type Hydrate = (onReady: () => void) => Promise<void>;

// Any of these means the visitor is about to use the page: start loading React.
const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover'] as const;
// Controls that do nothing without React. Links are left alone: they work as plain links.
const actionSelector = 'button, [role="button"], input[type="submit"], summary';

/**
 * Hydrates a pre-rendered page on the visitor's first sign of interaction. A click on a button
 * (or a form submit) that arrives before React is ready is held and replayed once it is.
 */
export function hydrateOnIntent(root: HTMLElement, hydrate: Hydrate): void {
  let state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  const held: Array<() => void> = [];

  const release = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
  };
  const onReady = () => {
    if (state !== 'loading') return;
    state = 'ready';
    release();
    // A marker for tests and for anyone debugging: the page is now a live React app.
    document.documentElement.dataset.hydrated = 'true';
    for (const replay of held.splice(0)) replay();
  };
  const start = () => {
    if (state !== 'idle') return;
    state = 'loading';
    for (const type of intentEvents) document.removeEventListener(type, start, true);
    hydrate(onReady).catch(() => {
      // The page stays readable and its links keep working; only its buttons stay inert.
      state = 'failed';
      release();
    });
  };
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    held.push(replay);
    start();
  };
  function holdClick(event: MouseEvent) {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>(actionSelector) : null;
    if (control && root.contains(control)) hold(event, () => control.click());
  }
  function holdSubmit(event: SubmitEvent) {
    const form = event.target;
    if (form instanceof HTMLFormElement && root.contains(form)) {
      const submitter = event.submitter;
      hold(event, () => form.requestSubmit(submitter));
    }
  }

  for (const type of intentEvents) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
}

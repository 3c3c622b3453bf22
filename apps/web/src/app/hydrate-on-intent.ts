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
  const start = holdActionsUntilReady(root, hydrate);
  const onIntent = () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
    start();
  };
  for (const type of intentEvents)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}

/**
 * Runs `then` once the page has loaded and painted: after the page's own load (its text, styles and images
 * are in), then after the next paint (a frame callback runs just before a paint and a task queued from it
 * runs after that paint). Anything started earlier would compete with what the visitor sees first.
 */
export function afterLoadAndPaint(then: () => void): void {
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
}

/**
 * Hydrates a pre-rendered form page (login, signup) as soon as it has loaded and painted. Used when the
 * page will not stay (a signed-in visitor is sent on to the dashboard once the app runs). Until React is
 * ready, button clicks and submits are held and replayed, as above; what is typed stays in the fields,
 * where the form picks it up as it comes alive.
 */
export function hydrateAfterFirstPaint(root: HTMLElement, hydrate: Hydrate): void {
  afterLoadAndPaint(holdActionsUntilReady(root, hydrate));
}

/**
 * A pre-rendered form page (login, signup) for a signed-out visitor: its chunks are fetched once the page
 * has loaded and painted (`prefetch`: into the cache, not run), and it hydrates on the visitor's first sign
 * of interaction (a tap, a focus, a key), as a public page does. Running ~200 KB of the app's JavaScript and
 * hydrating the form right after the first paint held a phone's main thread for 300–750 ms that the visitor
 * could not use (Lighthouse's blocking time); on intent it runs from the cache while they type, which the
 * fields keep, and a submit made before it is live is held and replayed (decision 035).
 */
export function hydrateFormOnIntent(root: HTMLElement, hydrate: Hydrate, prefetch: () => void): void {
  hydrateOnIntent(root, hydrate);
  afterLoadAndPaint(prefetch);
}

/** Holds button clicks and submits from now on; the returned `start` hydrates, then replays them. */
function holdActionsUntilReady(root: HTMLElement, hydrate: Hydrate): () => void {
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

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  return start;
}

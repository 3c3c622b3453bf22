import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAfterFirstPaint, hydrateFormOnIntent, hydrateOnIntent } from './hydrate-on-intent';

function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="menu" type="button">Open menu</button>
      <form id="form"><input name="email" /><button type="submit">Proceed</button></form>
      <a id="link" href="#somewhere">A link</a>
    </div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('hydrateOnIntent', () => {
  it('loads nothing until the visitor shows intent', () => {
    const hydrate = vi.fn(() => Promise.resolve());
    hydrateOnIntent(prerenderedPage(), hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    document.getElementById('menu')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('menu')!.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a button click made before hydration and replays it afterwards', async () => {
    let ready: () => void = () => {};
    const hydrate = vi.fn((onReady: () => void) => {
      ready = onReady;
      return Promise.resolve();
    });
    const root = prerenderedPage();
    hydrateOnIntent(root, hydrate);
    const button = document.getElementById('menu')!;
    const seen = vi.fn();
    button.addEventListener('click', seen);

    button.click();
    expect(seen).not.toHaveBeenCalled();
    ready();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.hydrated).toBe('true');

    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('leaves links alone', () => {
    hydrateOnIntent(prerenderedPage(), () => new Promise(() => {}));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('lets buttons go back to plain HTML if React fails to load', async () => {
    hydrateOnIntent(prerenderedPage(), () => Promise.reject(new Error('chunk failed')));
    document.getElementById('menu')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('menu')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('hydrateAfterFirstPaint', () => {
  it('starts after the first paint, and holds a submit made before hydration until the form is live', async () => {
    let ready: () => void = () => {};
    const hydrate = vi.fn((onReady: () => void) => {
      ready = onReady;
      return Promise.resolve();
    });
    hydrateAfterFirstPaint(prerenderedPage(), hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    const form = document.getElementById('form') as HTMLFormElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);

    const submitter = form.querySelector('button');
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(early);
    // Held: not sent natively (that would put the fields in the address) and not seen by the form yet.
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    ready();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

describe('hydrateFormOnIntent', () => {
  it('fetches after the first paint but hydrates only on intent; a submit before it is held', async () => {
    let ready: () => void = () => {};
    const hydrate = vi.fn((onReady: () => void) => {
      ready = onReady;
      return Promise.resolve();
    });
    const prefetch = vi.fn();
    hydrateFormOnIntent(prerenderedPage(), hydrate, prefetch);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(hydrate).not.toHaveBeenCalled();

    const form = document.getElementById('form') as HTMLFormElement;
    form.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const submitter = form.querySelector('button');
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    ready();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

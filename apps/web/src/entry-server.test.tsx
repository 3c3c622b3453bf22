import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrate } from './entry-client';
import { prerenderUrls, render } from './entry-server';

// The build pre-renders /login and /signup (scripts/prerender.mjs) and the browser hydrates that HTML.
// React reports any difference between the two with console.error (development build, as here).
// Here the pre-renderer and the client share one realm, which never happens in a browser; React's
// development build warns about that for every context provider, so that warning is set aside.

let root: Root | undefined;
// A mismatch React recovers from (by rendering the part again in the browser) is reported as an error event.
let errorEvents: string[] = [];
const onError = (event: ErrorEvent) => errorEvents.push(event.message);
const errorsLogged = () => [
  ...errorEvents,
  ...vi
    .mocked(console.error)
    .mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers')),
];
let container: HTMLElement | undefined;

async function prerenderedPage(url: string) {
  window.history.replaceState(null, '', url);
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = (await render(url)).html;
  // The pre-renderer leaves the context values of a render that waited for a lazy chunk in place until
  // its next render starts; sharing the realm, the client would see a Router inside a Router. An empty
  // render clears them.
  await prerender(null);
  document.body.append(container);
  return container;
}

function hydrated(element: HTMLElement): Promise<void> {
  return new Promise((ready) => {
    void hydrate(element, ready).then((r) => {
      root = r;
    });
  });
}

beforeEach(() => {
  // Hydration runs by itself here, as in the browser, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // Silent here: what is logged is checked below, where a failure shows it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  errorEvents = [];
  window.addEventListener('error', onError);
});

afterEach(() => {
  window.removeEventListener('error', onError);
  root?.unmount();
  root = undefined;
  container?.remove();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('the pre-rendered login and signup', () => {
  it('hold the real forms, as a signed-out visitor sees them', async () => {
    const login = await render('/login');
    expect(login.head.title).toBe('Log in | Owo');
    for (const part of [
      'Welcome back',
      'Phone number or email',
      'name="password"',
      'Remember me',
      'Log in',
    ]) {
      expect(login.html).toContain(part);
    }
    const signup = await render('/signup');
    expect(signup.head.title).toBe('Sign up | Owo');
    for (const part of ['Let&#x27;s get Started', 'Phone Number', 'Send Verification Code']) {
      expect(signup.html).toContain(part);
    }
    // Not the loader a Suspense boundary shows while a chunk loads.
    expect(login.html + signup.html).not.toContain('role="status"');
  });

  it.each(['/login', '/signup'])('%s hydrates onto the same elements, without a mismatch', async (url) => {
    const page = await prerenderedPage(url);
    const input = page.querySelector('input');
    await hydrated(page);
    expect(page.querySelector('input')).toBe(input);
    expect(errorsLogged()).toEqual([]);
  });

  it('keeps what was typed before it hydrated, and sends it', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const page = await prerenderedPage('/login');
    page.querySelector<HTMLInputElement>('input[name="phone"]')!.value = '08031234567';
    page.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Sandbox123';
    await hydrated(page);
    expect(page.querySelector<HTMLInputElement>('input[name="phone"]')!.value).toBe('08031234567');
    page.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init.body))).toMatchObject({ phone: '08031234567', password: 'Sandbox123' });
  });

  it('sends a signed-in customer to the dashboard once hydrated', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    sessionStorage.setItem('owo.access_token', 'token-1');
    await hydrated(await prerenderedPage('/login'));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(errorsLogged()).toEqual([]);
  });
});

describe('the pre-rendered public pages, each from its own chunk', () => {
  const publicUrls = prerenderUrls().filter((url) => url !== '/login' && url !== '/signup');

  it('are every public page, each holding its page rather than a loader', async () => {
    expect(publicUrls).toEqual(
      expect.arrayContaining(['/', '/pricing', '/contact', '/forgotpassword', '/blog/2']),
    );
    for (const url of ['/', '/pricing', '/contact']) {
      const { html } = await render(url);
      expect(html).toContain('<main');
      expect(html).not.toContain('role="status"');
    }
  });

  it.each(['/', '/pricing', '/contact', '/forgotpassword', '/blog/2'])(
    '%s hydrates onto the same elements, without a mismatch',
    async (url) => {
      const page = await prerenderedPage(url);
      const heading = page.querySelector('h1, h2');
      expect(heading).not.toBeNull();
      await hydrated(page);
      expect(page.querySelector('h1, h2')).toBe(heading);
      expect(errorsLogged()).toEqual([]);
    },
  );
});

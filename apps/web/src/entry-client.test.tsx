import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from './entry-client';

let container: HTMLElement | undefined;
afterEach(() => {
  container?.remove();
  window.history.replaceState(null, '', '/');
});

describe('the empty shell (signed-in screens, unknown URLs)', () => {
  it("shows the loader as a render of its own until the screen's chunks are in, then the screen", async () => {
    window.history.replaceState(null, '', '/no-such-page');
    container = document.createElement('div');
    document.body.append(container);
    let arrive!: () => void;
    const screenReady = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await act(async () => {
      render(container!, screenReady);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByAltText('Page not found')).toBeNull();
    await act(async () => {
      arrive();
      await screenReady;
    });
    expect(await screen.findByAltText('Page not found')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

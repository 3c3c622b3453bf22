import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { pathMatches, publicPageIndex, publicPages } from './public-pages';

describe('the public pages, each in its chunk', () => {
  it('finds a page by its URL path as React Router does', () => {
    expect(pathMatches('/blog/:blogId', '/blog/3')).toBe(true);
    expect(pathMatches('/blog/:blogId', '/blog')).toBe(false);
    expect(pathMatches('/blog/:blogId', '/blog/3/more')).toBe(false);
    expect(pathMatches('/pricing', '/Pricing/')).toBe(true);
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/pricing')).toBe(false);
    expect(publicPageIndex('/nowhere')).toBe(-1);
    expect(publicPageIndex('/dashboard')).toBe(-1);
    for (const [i, { path }] of publicPages.entries()) {
      expect(publicPageIndex(path.replace(':blogId', '2'))).toBe(i);
    }
  });

  it('every page loads from its chunk', async () => {
    for (const { load } of publicPages) expect(typeof (await load())).toBe('function');
  });

  it('a page suspends until its chunk is in, and renders at once after it was fetched ahead', async () => {
    let arrive!: () => void;
    const load = vi.fn(
      () =>
        new Promise<() => React.ReactNode>((resolve) => {
          arrive = () => resolve(() => <h1>Pricing</h1>);
        }),
    );
    const Page = lazyPage(load);
    const first = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeTruthy();
    first.unmount();

    // Fetched ahead (as before hydrating): no fallback at all, one fetch in all.
    const Again = lazyPage(load);
    const ahead = Again.preload();
    arrive();
    await ahead;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Again />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await Again.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a chunk that could not be fetched is asked for again next time', async () => {
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(() => <h1>Back</h1>);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Back' })).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StatusList, useStatusTab } from './status-list';

const TABS = [
  { status: 'open', label: 'Open' },
  { status: 'closed', label: 'Closed' },
] as const;

type Query = { isError: boolean; isSuccess: boolean; error: Error | null };
const answered: Query = { isError: false, isSuccess: true, error: null };

function Queue({ items, query }: { items: string[]; query: Query }) {
  const tab = useStatusTab(TABS);
  const { search } = useLocation();
  return (
    <>
      <output aria-label="URL search">{search}</output>
      <StatusList
        tab={tab}
        label="Item status"
        query={query}
        noun="items"
        items={items}
        empty={`No ${tab.status} items.`}
        itemKey={(item) => item}
        renderItem={(item) => <article aria-label={item}>{item}</article>}
      />
    </>
  );
}

function renderQueue(url: string, items: string[], query = answered) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Queue items={items} query={query} />
    </MemoryRouter>,
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('a console list by status', () => {
  it('opens the tab the URL names, keeps the first tab out of the URL, and lists one card per item', async () => {
    renderQueue('/queue?status=closed', ['first', 'second']);
    expect(screen.getByRole('navigation', { name: 'Item status' })).toBeTruthy();
    expect(pressed()).toEqual(['Closed']);
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(['first', 'second']);
    expect(screen.queryByText('No closed items.')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(pressed()).toEqual(['Open']);
    expect(screen.getByLabelText('URL search').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(screen.getByLabelText('URL search').textContent).toBe('?status=closed');
  });

  it('falls back to the first tab on an unknown status, and says so when a tab is empty', () => {
    renderQueue('/queue?status=lost', []);
    expect(pressed()).toEqual(['Open']);
    expect(screen.getByText('No open items.')).toBeTruthy();
  });

  it("says which list failed, with the API's reason, and not that it is empty", () => {
    renderQueue('/queue', [], { isError: true, isSuccess: false, error: new Error('Forbidden.') });
    expect(screen.getByRole('alert').textContent).toBe('Could not load the items. Forbidden.');
    expect(screen.queryByText('No open items.')).toBeNull();
  });
});

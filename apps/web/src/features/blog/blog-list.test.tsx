import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BlogDetail } from './blog-detail';
import { BlogList } from './blog-list';
import { blogPosts } from './blog-posts';
import { filterPosts } from './filter-posts';

const titles = (query: string) => filterPosts(blogPosts, query).map((post) => post.blogId);

describe('filterPosts', () => {
  it('keeps every post for an empty or blank query', () => {
    expect(titles('')).toEqual(['1', '2', '3', '4', '5']);
    expect(titles('   ')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('matches the title, ignoring case', () => {
    expect(titles('BUSINESS LOAN')).toEqual(['4']);
  });

  it('matches the excerpt too, but not the body text', () => {
    expect(titles('domiciliary')).toEqual(['2']);
    expect(titles('Saturday night')).toEqual([]);
  });
});

function renderWithRouter(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('BlogList', () => {
  it('shows the first post as the hero and the rest in the grid with their label', () => {
    renderWithRouter(<BlogList posts={blogPosts} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getAllByText('Nov 2022 | 2 mins')).toHaveLength(5);
    const grid = screen.getByRole('list');
    expect(within(grid).getAllByRole('link', { name: /^Read More/ })).toHaveLength(4);
  });

  it('filters as the visitor types in the search box', async () => {
    renderWithRouter(<BlogList posts={blogPosts} />);
    await userEvent.type(screen.getByPlaceholderText('Search here'), 'KOBO');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await userEvent.clear(screen.getByPlaceholderText('Search here'));
    await userEvent.type(screen.getByPlaceholderText('Search here'), 'ELECTRICITY');
    const [hero] = screen.getAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(hero!).getByRole('heading').textContent).toBe(
      'Never miss a bill again: electricity, cable and data',
    );
  });

  it('links each image to its post', () => {
    renderWithRouter(<BlogList posts={blogPosts} />);
    const imageLink = screen.getByRole('link', { name: blogPosts[2]!.title });
    expect(imageLink.getAttribute('href')).toBe('/blog/3');
  });
});

describe('BlogDetail', () => {
  it('shows the post, then the other four', () => {
    renderWithRouter(<BlogDetail posts={blogPosts} blogId="2" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(blogPosts[1]!.title);
    expect(screen.getByText(blogPosts[1]!.exert)).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(4);
  });

  it('says Nothing for an unknown post, then shows them all', () => {
    renderWithRouter(<BlogDetail posts={blogPosts} blogId="9" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing');
    expect(within(screen.getByRole('list')).getAllByRole('article')).toHaveLength(5);
  });
});

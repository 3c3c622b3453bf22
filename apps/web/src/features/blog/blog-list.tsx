import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '#ui/icons';
import { BlogGrid, BlogHeroCard } from './blog-cards';
import type { BlogPost } from './blog-posts';
import { filterPosts } from './filter-posts';

/** The blog list: search, the first match as a hero card, the rest in a grid. */
export function BlogList({ posts }: { posts: BlogPost[] }) {
  const [query, setQuery] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // Text typed into the pre-rendered page before it came alive still counts.
  useEffect(() => {
    if (searchBox.current?.value) setQuery(searchBox.current.value);
  }, []);
  const [first, ...rest] = filterPosts(posts, query);

  return (
    <div className="flex flex-col gap-10">
      <search className="relative max-w-md">
        <label htmlFor="blog-search" className="sr-only">
          Search the blog
        </label>
        <SearchIcon className="pointer-events-none absolute top-3 left-3 text-muted" />
        <input
          ref={searchBox}
          id="blog-search"
          type="search"
          placeholder="Search here"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="min-h-12 w-full rounded-full border border-gray-300 bg-white pr-4 pl-11 text-base focus:border-brand focus:outline-none"
        />
      </search>
      <p className="sr-only" aria-live="polite">
        {query ? `${first ? rest.length + 1 : 0} posts found` : ''}
      </p>
      {first ? (
        <BlogHeroCard post={first} />
      ) : (
        <p className="text-lg text-muted">No posts match “{query}”.</p>
      )}
      {rest.length > 0 ? <BlogGrid posts={rest} /> : null}
    </div>
  );
}

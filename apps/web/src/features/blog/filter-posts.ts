import type { BlogPost } from './blog-posts';

/** Posts whose title or excerpt contains the query, ignoring case. */
export function filterPosts(posts: BlogPost[], query: string): BlogPost[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return posts;
  return posts.filter(
    (post) => post.title.toLowerCase().includes(needle) || post.exert.toLowerCase().includes(needle),
  );
}

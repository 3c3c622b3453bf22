import { blogPosts } from '#features/blog/blog-posts';
import { publicRoutes } from './public-routes';

/** Concrete URLs to pre-render: every public route, with one page per built-in blog post. */
export function prerenderUrls(): string[] {
  return publicRoutes.flatMap(({ path }) =>
    path === '/blog/:blogId' ? blogPosts.map((post) => `/blog/${post.blogId}`) : [path],
  );
}

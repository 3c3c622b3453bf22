import { Link } from 'react-router';
import { BLOG_POST_META, type BlogPost } from './blog-posts';

function PostImage({ post, width, height }: { post: BlogPost; width: number; height: number }) {
  return (
    <Link to={`/blog/${post.blogId}`} className="block overflow-hidden rounded-2xl">
      <img
        src={post.img}
        alt={post.title}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full transition-transform duration-300 hover:scale-105"
      />
    </Link>
  );
}

function ReadMore({ post }: { post: BlogPost }) {
  return (
    <Link to={`/blog/${post.blogId}`} className="w-fit font-semibold text-brand underline">
      Read More<span className="sr-only">: {post.title}</span>
    </Link>
  );
}

/** The first post of the list, shown large. */
export function BlogHeroCard({ post }: { post: BlogPost }) {
  return (
    <article className="grid items-center gap-6 rounded-3xl bg-brand-light p-4 md:grid-cols-2 md:p-8">
      <PostImage post={post} width={640} height={400} />
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{BLOG_POST_META}</p>
        <h2 className="text-2xl font-bold text-ink md:text-3xl">{post.title}</h2>
        <p className="text-lg text-muted">{post.exert}</p>
        <ReadMore post={post} />
      </div>
    </article>
  );
}

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex flex-col gap-3">
      <PostImage post={post} width={640} height={400} />
      <p className="text-sm text-muted">{BLOG_POST_META}</p>
      <h3 className="text-xl font-bold text-ink">{post.title}</h3>
      <p className="text-muted">{post.exert}</p>
      <ReadMore post={post} />
    </article>
  );
}

/** The 2-column grid of posts. */
export function BlogGrid({ posts, labelledBy }: { posts: BlogPost[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid gap-10 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.blogId}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}

import { BlogGrid } from './blog-cards';
import { BLOG_POST_META, type BlogPost, findPost } from './blog-posts';

/** One post (or the word Nothing when no post has this id), then every other post. */
export function BlogDetail({ posts, blogId }: { posts: BlogPost[]; blogId: string | undefined }) {
  const post = findPost(posts, blogId);
  const others = posts.filter((other) => other.blogId !== blogId);
  return (
    <div className="flex flex-col gap-14">
      {post ? (
        <article className="mx-auto flex max-w-3xl flex-col gap-5">
          <p className="text-sm text-muted">{BLOG_POST_META}</p>
          <h1 className="text-3xl font-bold text-ink md:text-5xl">{post.title}</h1>
          <img src={post.img} alt="" width={640} height={400} className="h-auto w-full rounded-3xl" />
          <p className="text-xl text-ink">{post.exert}</p>
          {post.text.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="text-lg text-muted">
              {paragraph}
            </p>
          ))}
        </article>
      ) : (
        <div className="mx-auto flex max-w-3xl flex-col gap-3 text-center">
          {/* The spec's word for a post that does not exist, with what to do next. */}
          <h1 className="text-3xl font-bold text-ink">Nothing</h1>
          <p className="text-lg text-muted">
            We could not find this post. Here is everything else on the blog.
          </p>
        </div>
      )}
      <section aria-labelledby="more-posts" className="flex flex-col gap-8">
        <h2 id="more-posts" className="text-2xl font-bold text-ink">
          More from the blog
        </h2>
        <BlogGrid posts={others} labelledBy="more-posts" />
      </section>
    </div>
  );
}

import { useParams } from 'react-router';
import { BlogDetail } from '#features/blog/blog-detail';
import { BlogList } from '#features/blog/blog-list';
import { blogPosts, findPost } from '#features/blog/blog-posts';
import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { PageTag } from '#lib/head';

export function BlogPage() {
  return (
    <MarketingLayout>
      <PageTag tag="Blog" description="Money tips and news for Nigerian businesses, from the Owo team." />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-14 md:py-20">
        <h1 className="text-4xl font-bold text-ink md:text-5xl">Blog</h1>
        <BlogList posts={blogPosts} />
      </div>
    </MarketingLayout>
  );
}

export function BlogPostPage() {
  const { blogId } = useParams();
  const post = findPost(blogPosts, blogId);
  return (
    <MarketingLayout>
      <PageTag tag={post ? post.title : 'Blog'} description={post?.exert} />
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <BlogDetail posts={blogPosts} blogId={blogId} />
      </div>
    </MarketingLayout>
  );
}

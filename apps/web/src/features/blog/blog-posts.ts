import bills from '#assets/illustrations/blog-bills.svg';
import card from '#assets/illustrations/blog-card.svg';
import growth from '#assets/illustrations/blog-growth.svg';
import payments from '#assets/illustrations/blog-payments.svg';
import savings from '#assets/illustrations/blog-savings.svg';

/** A blog post (blogId, title, text, exert, img). Five are built in. */
export type BlogPost = { blogId: string; title: string; text: string[]; exert: string; img: string };

export const BLOG_POST_META = 'Nov 2022 | 2 mins';

export const blogPosts: BlogPost[] = [
  {
    blogId: '1',
    title: 'Five habits that help small businesses save more',
    exert:
      'Saving is easier when it happens by itself. Here is how Lagos shop owners set money aside every week.',
    img: savings,
    text: [
      'Most small businesses do not fail for lack of sales but for lack of cash at the wrong moment. A simple weekly habit of moving a fixed share of takings into a separate wallet builds a cushion for slow months.',
      'Keep business and personal money apart, count stock before you restock, and pay yourself a fixed salary instead of dipping into the till. Small rules, kept every week, add up.',
    ],
  },
  {
    blogId: '2',
    title: 'How to pay for software and ads in dollars',
    exert:
      'A dollar debit card lets your business pay foreign suppliers without a domiciliary account or queues at the bank.',
    img: card,
    text: [
      'Design tools, hosting, online ads: many of the services a growing business needs bill in dollars. With a virtual dollar card you fund in naira, you can pay them online in minutes.',
      'Give each subscription its own card and limit, so one forgotten trial never drains your balance, and freeze a card the moment you stop using a service.',
    ],
  },
  {
    blogId: '3',
    title: 'Instant payments: why your customers prefer transfers',
    exert:
      'Customers want to pay the way they already do. Accepting instant transfers means faster checkouts and fewer lost sales.',
    img: payments,
    text: [
      'Cash runs out and card machines drop their connection. Bank transfers arrive in seconds and leave a record for both sides, which is why more shoppers reach for their banking app first.',
      'Display your account number clearly at the till, confirm each payment from the notification on your phone, and your queue moves as fast as your customers can type.',
    ],
  },
  {
    blogId: '4',
    title: 'When is the right time to take a business loan?',
    exert:
      'A loan can turn a busy season into your best year, or into a burden. Three questions to ask before you borrow.',
    img: growth,
    text: [
      'Borrow to earn, not to cover losses. A loan that buys stock you already know will sell, or equipment that cuts your costs, can pay for itself; a loan that fills a hole in this month’s budget rarely does.',
      'Before you apply, work out how you will repay from the extra income, compare the total cost rather than the monthly figure, and keep a buffer in case sales come in slower than planned.',
    ],
  },
  {
    blogId: '5',
    title: 'Never miss a bill again: electricity, cable and data',
    exert:
      'Prepaid meters, cable renewals and data bundles are easy to forget. Pay them from your wallet in seconds and keep the lights on.',
    img: bills,
    text: [
      'An empty prepaid meter on a Saturday night is nobody’s idea of fun. Paying bills from your wallet takes seconds and keeps every receipt in one place.',
      'Save your meter number, smartcard and phone numbers once, and you can top up for your home, your shop or your parents in a few taps, with the token and the receipt kept in your history.',
    ],
  },
];

export function findPost(posts: BlogPost[], blogId: string | undefined): BlogPost | undefined {
  return posts.find((post) => post.blogId === blogId);
}

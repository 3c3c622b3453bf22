import { z } from 'zod';
import { envelope } from './common.ts';

/** A customer who signed up with the code: their name once known, else their masked phone. */
export const referralSchema = z.object({ name: z.string(), joined_at: z.string(), has_kyc: z.boolean() });

export const referralsReply = envelope(
  z.object({
    code: z.string(),
    link: z.string(),
    total: z.number(),
    referrals: z.array(referralSchema),
  }),
);

/**
 * What referring earns, stated as the product works today: the API makes no referral payout, so the screen
 * promises none. Change this text only together with a real reward in the API.
 */
export const referralTerms = {
  headline: 'Invite friends to Owo',
  reward:
    'Invite friends with your code or link. There is no cash reward for referrals yet: every friend who signs up with it is listed below, and marked verified once their identity is checked.',
} as const;

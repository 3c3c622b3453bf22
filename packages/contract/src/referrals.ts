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

import { z } from 'zod';
import { transactionSchema } from './accounts.ts';
import { envelope, idSchema, transactionPinSchema } from './common.ts';
import { amountSchema } from './money.ts';
import { receiveSchema } from './transfers.ts';

// Virtual USD Visa cards. Only the last four digits leave the server outside the reveal call.
export const cardStatusSchema = z.enum(['active', 'frozen']);

export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  /** "MM/YY", as printed on a card. */
  expiry: z.string(),
  expiry_month: z.number(),
  expiry_year: z.number(),
  name_on_card: z.string(),
  status: cardStatusSchema,
  currency: z.string(),
  /** Major units of the card's currency (dollars). */
  balance: z.number(),
  created_at: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardParams = z.object({ id: idSchema('Not a valid id') });
export const cardsReply = envelope(z.array(cardSchema));
export const cardReply = envelope(z.object({ card: cardSchema }));

/** amount is naira debited from the customer's NGN account; the card receives amount ÷ usd rate. */
export const cardFundBody = z.object({ amount: amountSchema, pin: transactionPinSchema });
export const cardFundReply = envelope(
  z.object({ card: cardSchema, transaction: transactionSchema, receive: receiveSchema }),
);
export type CardFundData = z.infer<typeof cardFundReply>['data'];

export const cardRevealBody = z.object({ pin: transactionPinSchema });
export const cardRevealReply = envelope(z.object({ card: cardSchema, pan: z.string(), cvv: z.string() }));

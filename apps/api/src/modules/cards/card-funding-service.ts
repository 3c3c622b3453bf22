import type { CardFundData } from '@owo/contract/cards';
import { CARD_FUNDING_FEE_MINOR } from '@owo/contract/fees';
import { errors } from '@owo/contract/messages';
import { toMajor } from '@owo/contract/money';
import type { Deps } from '#app-types';
import type { Config } from '#config';
import type { Queryable } from '#db/db.ts';
import { postEntry } from '#ledger/ledger.ts';
import { assert } from '#lib/assert.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { newReference } from '#lib/reference.ts';
import {
  type Envelope,
  foreignPayout,
  fxPostings,
  type IdempotencyKey,
  moveMoney,
  type Payout,
  planOrReplay,
  receiveView,
  requirePrimaryAccount,
  spendWithinLimits,
} from '#money';
import { findTransactionById, insertTransaction, transactionView } from '#records/transactions-repository.ts';
import type { UserRow } from '#records/users-repository.ts';
import { findOwnCard } from './cards-repository.ts';
import { cardView, requireOwnCard } from './cards-service.ts';

/**
 * Naira from the customer's account onto the card in dollars, at once, through the FX desk:
 * NGN customer → fx:NGN (and what is left under a cent to the FX rounding account) and fx:USD → the card's
 * USD account, the card getting the dollars rounded down (`fxPostings`). PIN, limits and Idempotency-Key as a send.
 */
export async function fundCard(
  deps: Deps,
  userId: bigint,
  uuid: string,
  body: { amount: bigint; pin: string },
  idem: IdempotencyKey | null,
) {
  const move = { userId, pin: body.pin, idempotency: idem, requireKyc: true };
  // The rate is asked first: a retry whose first funding went through replays it, whatever the FX desk says now.
  const planned = await planOrReplay(deps, move, async () => {
    await requireOwnCard(deps, userId, uuid);
    return foreignPayout(deps, 'USD', body.amount);
  });
  if (planned.replay !== undefined) return { reply: JSON.parse(planned.replay), replayed: true };
  const payout = planned.plan;
  return moveMoney(deps, {
    ...move,
    run: (q, user) => creditCard(q, deps.config, user, uuid, body.amount, payout),
  });
}

/**
 * The fee the pricing page states for funding the card, as this module charges it: none. Typed as the literal
 * 0n, so a fee set in the contract's fees fails to compile here until card funding posts it to the fee account
 * (the entry, the history row and the reply), rather than the page telling a fee the API never takes.
 */
const CARD_FUNDING_FEE: 0n = CARD_FUNDING_FEE_MINOR;

async function creditCard(
  q: Queryable,
  config: Config,
  user: UserRow,
  uuid: string,
  amountMinor: bigint,
  payout: Payout,
): Promise<Envelope<CardFundData>> {
  const card = await findOwnCard(q, user.id, uuid, { lock: true });
  if (!card) throw notFound();
  if (card.status === 'frozen') throw new AppError('unprocessable', errors.cardFrozen);
  const account = await requirePrimaryAccount(q, user.id);
  await spendWithinLimits(q, config, user.id, amountMinor, CARD_FUNDING_FEE);
  const reference = newReference('card');
  const { entryId } = await postEntry(q, {
    kind: 'card:fund',
    memo: reference,
    postings: await fxPostings(q, { from: account.id, amountMinor, payout, to: card.account_id }),
  });
  const receive = receiveView(payout);
  const label = `${card.brand.toUpperCase()} •••• ${card.last4}`;
  const common = { entryId, rail: 'card', status: 'successful' as const, narration: 'Card funding' };
  const id = await insertTransaction(q, {
    ...common,
    userId: user.id,
    accountId: account.id,
    direction: 'debit',
    currency: 'NGN',
    amountMinor,
    reference,
    counterpartyName: label,
    meta: { receive, card_id: uuid },
  });
  await insertTransaction(q, {
    ...common,
    userId: user.id,
    accountId: card.account_id,
    direction: 'credit',
    currency: payout.currency,
    amountMinor: payout.amountMinor,
    reference: `${reference}-CR`,
    counterpartyName: account.account_name,
    counterpartyAccount: account.account_number,
    meta: { rate: receive.rate, source: { currency: 'NGN', amount: toMajor(amountMinor) }, card_id: uuid },
  });
  const inserted = await findTransactionById(q, id);
  assert(inserted, 'the transaction just inserted is found in its own transaction');
  const transaction = transactionView(inserted);
  const fresh = await findOwnCard(q, user.id, uuid);
  assert(fresh, 'the card locked in this transaction still exists');
  return { status: true, message: 'Card funded', data: { card: cardView(fresh), transaction, receive } };
}

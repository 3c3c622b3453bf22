import { randomUUID } from 'node:crypto';
import type { Card } from '@owo/contract/cards';
import { errors } from '@owo/contract/messages';
import { toMajor } from '@owo/contract/money';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { laravelPage } from '#lib/paginate.ts';
import { requirePin } from '#modules/profile/pin-service.ts';
import { pageTransactions, transactionView } from '#records/transactions-repository.ts';
import { displayName } from '#records/user-view.ts';
import { findUserById, lockUser } from '#records/users-repository.ts';
import { openCardData, sealCardData } from './card-vault.ts';
import {
  type CardRow,
  claimCardRequest,
  findOwnCard,
  insertCard,
  listCards,
  openCardAccount,
  setCardStatus,
} from './cards-repository.ts';

export const CARD_CURRENCY = 'USD';
const PER_PAGE = 20;

export function cardView(c: CardRow): Card {
  return {
    id: c.uuid,
    brand: c.brand,
    last4: c.last4,
    expiry: `${String(c.expiry_month).padStart(2, '0')}/${String(c.expiry_year % 100).padStart(2, '0')}`,
    expiry_month: c.expiry_month,
    expiry_year: c.expiry_year,
    name_on_card: c.name_on_card,
    status: c.status,
    currency: c.currency.trim(),
    balance: toMajor(c.balance_minor),
    created_at: c.created_at.toISOString(),
  };
}

export async function requireOwnCard(deps: Deps, userId: bigint, uuid: string): Promise<CardRow> {
  const card = await findOwnCard(deps.db, userId, uuid);
  if (!card) throw notFound();
  return card;
}

export async function cardsOf(deps: Deps, userId: bigint) {
  return (await listCards(deps.db, userId)).map(cardView);
}

/**
 * A virtual USD Visa card for a verified customer (one each), with a USD account in the ledger. The request is
 * claimed before the issuer is asked (migration 050), and the issuer is asked with the claim's reference: a
 * second tap, or a retry after the issuer answered but the row was not written, gets the same card from it.
 */
export async function createCard(deps: Deps, userId: bigint): Promise<Card> {
  const user = await findUserById(deps.db, userId);
  assert(user, `the signed-in user ${userId} exists`);
  if (user.kyc_status !== 'verified') throw new AppError('unprocessable', errors.kycRequired);
  const nameOnCard = (displayName(user) ?? 'Owo Customer').toUpperCase().slice(0, 26);
  const reference = await deps.db.tx(async (q) => {
    await lockUser(q, userId);
    await refuseSecondCard(q, userId);
    return claimCardRequest(q, userId, randomUUID());
  });
  // An issuer that cannot be reached answers 503 (rails/guard.ts): nothing is written, and the next tap asks
  // with the same reference.
  const issued = await deps.rails.cardIssuer.issue({ reference, nameOnCard });
  const uuid = randomUUID();
  const secret = deps.config.pinSecret;
  return deps.db.tx(async (q) => {
    await lockUser(q, userId);
    // A tap that lost the race was given the same card by the issuer, which the winner has written.
    await refuseSecondCard(q, userId);
    const accountId = await openCardAccount(
      q,
      userId,
      CARD_CURRENCY,
      `${nameOnCard} VISA ${issued.pan.slice(-4)}`,
    );
    await insertCard(q, {
      uuid,
      userId,
      accountId,
      brand: issued.brand,
      last4: issued.pan.slice(-4),
      panEncrypted: sealCardData(secret, issued.pan, `card:${uuid}:pan`),
      cvvEncrypted: sealCardData(secret, issued.cvv, `card:${uuid}:cvv`),
      expiryMonth: issued.expiryMonth,
      expiryYear: issued.expiryYear,
      nameOnCard,
    });
    const card = await findOwnCard(q, userId, uuid);
    assert(card, 'the card just inserted is found in its own transaction');
    return cardView(card);
  });
}

async function refuseSecondCard(q: Queryable, userId: bigint) {
  if ((await listCards(q, userId)).length > 0) throw new AppError('conflict', errors.cardExists);
}

export async function setFrozen(deps: Deps, userId: bigint, uuid: string, frozen: boolean): Promise<Card> {
  return deps.db.tx(async (q) => {
    const card = await findOwnCard(q, userId, uuid, { lock: true });
    if (!card) throw notFound();
    await setCardStatus(q, card.id, frozen ? 'frozen' : 'active');
    const updated = await findOwnCard(q, userId, uuid);
    assert(updated, 'the card locked in this transaction still exists');
    return cardView(updated);
  });
}

/** The only call that shows the full number and CVV: it needs the PIN (and counts wrong ones). */
export async function revealCard(deps: Deps, userId: bigint, uuid: string, pin: string) {
  const card = await requireOwnCard(deps, userId, uuid);
  await requirePin(deps, userId, pin);
  const secret = deps.config.pinSecret;
  return {
    card: cardView(card),
    pan: openCardData(secret, card.pan_encrypted, `card:${uuid}:pan`),
    cvv: openCardData(secret, card.cvv_encrypted, `card:${uuid}:cvv`),
  };
}

export async function cardTransactions(deps: Deps, userId: bigint, uuid: string, page: number) {
  const card = await requireOwnCard(deps, userId, uuid);
  const { total, rows } = await pageTransactions(deps.db, {
    userId,
    accountId: card.account_id,
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  });
  return laravelPage({
    path: `${deps.config.publicUrl}/api/cards/${uuid}/transactions`,
    page,
    perPage: PER_PAGE,
    total,
    data: rows.map(transactionView),
  });
}

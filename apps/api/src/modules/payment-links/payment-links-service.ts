import { errors } from '@owo/contract/messages';
import { toMajor } from '@owo/contract/money';
import type { createPaymentLinkBody, payPaymentLinkBody } from '@owo/contract/payment-links';
import {
  type CreatePaymentLinkBody,
  LINK_WATCH_MINUTES,
  type PaymentLink,
  type PaymentLinkStatus,
  type PublicPaymentLink,
  paymentLinkMessages,
} from '@owo/contract/payment-links';
import type { SendData } from '@owo/contract/transfers';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { randomToken } from '#lib/crypto.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { type Actor, audit as auditActing } from '#modules/acting-for/acting-for.ts';
import {
  type IdempotencyKey,
  type MoneyMoveResult,
  moveLeg,
  moveMoney,
  receivesMoney,
  requirePrimaryAccount,
} from '#money';
import { isPaymentLinkNumber, newNuban, OWO_BANK, OWO_SERIALS } from '#rails/nuban.ts';
import { describeMovement, maskName } from '#records/transaction-description.ts';
import { findUserById, type UserRow } from '#records/users-repository.ts';
import {
  deactivateLink,
  findLinkById,
  findLinkBySlug,
  findLinkByUuid,
  findLinkIdByAccountNumber,
  insertLinkPayment,
  insertPaymentLink,
  linkPaymentRowsSince,
  listLinksOf,
  lockLink,
  type PaymentLinkRow,
} from './payment-links-repository.ts';

// ── Who may act on a link ─────────────────────────────────────────────────────────────────────────────
// Every owner-side route asks one question: can this actor act for this link's owner? The actor is the
// caller themselves, or a team member acting for the business they chose (modules/acting-for/acting-for.ts), whose
// role the route has already checked (Viewer may list and read links; Owner and Admin manage them).

/** The owners whose links the actor may list and manage. */
export function ownersActedForBy(actor: Actor): bigint[] {
  return [actor.ownerId];
}

/** Can this actor act on links owned by `ownerId`? */
export function canActForOwner(actor: Actor, ownerId: bigint): boolean {
  return ownersActedForBy(actor).includes(ownerId);
}

/** The link with this id if the actor may act on it; anything else (unknown, someone else's) is a 404. */
async function requireManagedLink(deps: Deps, actor: Actor, uuid: string): Promise<PaymentLinkRow> {
  const link = await findLinkByUuid(deps.db, uuid);
  if (!link || !canActForOwner(actor, link.user_id)) throw notFound();
  return link;
}

// ── Views ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Has the link taken a payment? The one meaning of "paid" for a link: its `paid` flag, the list's Paid and Unpaid
 * filter and totals ask it, and a single-use link that has been paid is used up (the status `paid`). A reusable
 * link that has been paid is listed under Paid and is still `active`: it still takes payments.
 */
export const hasBeenPaid = (link: PaymentLinkRow) => link.payments_count > 0n;

export function linkStatus(link: PaymentLinkRow, now = new Date()): PaymentLinkStatus {
  if (link.deactivated_at) return 'deactivated';
  if (link.single_use && hasBeenPaid(link)) return 'paid';
  if (link.expires_at && link.expires_at <= now) return 'expired';
  return 'active';
}

/** The payee's verified name as a stranger sees it: a business's name, or a person's masked ("Ada O."). */
export function payeeName(link: PaymentLinkRow): string {
  if (link.payee_type === 'business' && link.payee_business_name) return link.payee_business_name;
  return maskName(`${link.payee_firstname ?? ''} ${link.payee_lastname ?? ''}`);
}

/** How to pay the link from another bank: its own Owo MFB number, named for the payee (the page and the poster). */
export const bankTransfer = (link: PaymentLinkRow) => ({
  bank_name: OWO_BANK.name,
  bank_code: OWO_BANK.code,
  account_number: link.account_number,
  account_name: `${payeeName(link)} (payment link)`,
});

/** The link's public page on Owo's public address (`publicOrigin`: PUBLIC_URL, else the request's origin). */
export const payUrl = (origin: string, slug: string) => `${origin.replace(/\/+$/, '')}/pay/${slug}`;

export function linkView(origin: string, link: PaymentLinkRow): PaymentLink {
  return {
    id: link.uuid,
    slug: link.slug,
    url: payUrl(origin, link.slug),
    description: link.description,
    amount: link.amount_minor === null ? null : toMajor(link.amount_minor),
    currency: 'NGN',
    single_use: link.single_use,
    expires_at: link.expires_at?.toISOString() ?? null,
    status: linkStatus(link),
    paid: hasBeenPaid(link),
    payments_count: Number(link.payments_count),
    collected: toMajor(link.collected_minor),
    last_paid_at: link.last_paid_at?.toISOString() ?? null,
    bank_transfer: bankTransfer(link),
    created_at: link.created_at.toISOString(),
  };
}

/**
 * The link as a payer sees it. A link whose owner cannot receive money now (a staff freeze or closure) reads as no
 * longer active, as a deactivated one does: it offers no way to pay that the inflow would refuse, and says no
 * more about why.
 */
function publicView(link: PaymentLinkRow, receives: boolean, now = new Date()): PublicPaymentLink {
  const status = linkStatus(link, now);
  return {
    slug: link.slug,
    payee_name: payeeName(link),
    description: link.description,
    amount: link.amount_minor === null ? null : toMajor(link.amount_minor),
    currency: 'NGN',
    status: status === 'active' && !receives ? 'deactivated' : status,
    single_use: link.single_use,
    expires_at: link.expires_at?.toISOString() ?? null,
    bank_transfer: bankTransfer(link),
    checked_at: now.toISOString(),
  };
}

// ── Owner side ────────────────────────────────────────────────────────────────────────────────────────

export async function createLink(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof createPaymentLinkBody>,
  origin: string,
): Promise<PaymentLink> {
  const callerId = actor.ownerId;
  const id = await deps.db.tx(async (q) => {
    // A stranger sees the payee's verified name, so only a verified customer can collect by link.
    const owner = await findUserById(q, callerId);
    if (owner?.kyc_status !== 'verified') throw new AppError('unprocessable', errors.kycRequired);
    const account = await requirePrimaryAccount(q, callerId);
    const linkId = await insertPaymentLink(
      q,
      {
        slug: randomToken(16),
        userId: callerId,
        accountId: account.id,
        description: body.description,
        amountMinor: body.amount_type === 'fixed' ? (body.amount ?? null) : null,
        singleUse: body.single_use,
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
      },
      () => newNuban(OWO_BANK.code, OWO_SERIALS.paymentLink),
    );
    // 10^8 numbers: five collisions in a row would mean the range is nearly full, a bug to look at.
    assert(linkId !== null, 'a free payment-link account number is found within five draws');
    if (actor.callerId !== actor.ownerId) {
      await auditActing(q, actor, 'link.created', `Created payment link “${body.description}”`);
    }
    return linkId;
  });
  const link = await findLinkById(deps.db, id);
  assert(link, 'the link just inserted can be read back');
  return linkView(origin, link);
}

export async function listLinks(deps: Deps, actor: Actor, status: 'all' | 'paid' | 'unpaid', origin: string) {
  const rows = await listLinksOf(deps.db, ownersActedForBy(actor));
  const links = rows
    .filter((l) => status === 'all' || (status === 'paid') === hasBeenPaid(l))
    .map((l) => linkView(origin, l));
  const collectedMinor = rows.reduce((s, l) => s + l.collected_minor, 0n);
  const paymentsCount = rows.reduce((s, l) => s + l.payments_count, 0n);
  const paidLinks = rows.filter(hasBeenPaid).length;
  return {
    links,
    totals: {
      collected: toMajor(collectedMinor),
      payments_count: Number(paymentsCount),
      paid_links: paidLinks,
      unpaid_links: rows.length - paidLinks,
    },
  };
}

export async function getLink(deps: Deps, actor: Actor, uuid: string, origin: string): Promise<PaymentLink> {
  return linkView(origin, await requireManagedLink(deps, actor, uuid));
}

export async function deactivate(
  deps: Deps,
  actor: Actor,
  uuid: string,
  origin: string,
): Promise<PaymentLink> {
  const link = await requireManagedLink(deps, actor, uuid);
  await deps.db.tx(async (q) => {
    await deactivateLink(q, link.id);
    if (actor.callerId !== actor.ownerId) {
      await auditActing(q, actor, 'link.deactivated', `Deactivated payment link “${link.description}”`);
    }
  });
  const after = await findLinkById(deps.db, link.id);
  assert(after, 'a deactivated link is still there');
  return linkView(origin, after);
}

/** The link for the owner's poster. */
export const managedLink = requireManagedLink;

// ── Payer side ────────────────────────────────────────────────────────────────────────────────────────

export async function publicLink(deps: Deps, slug: string): Promise<PublicPaymentLink> {
  const link = await findLinkBySlug(deps.db, slug);
  if (!link) throw notFound();
  return publicView(link, await receivesMoney(deps.db, deps.config, link.user_id));
}

/** At most this many payments in one answer to a payer's page. */
const WATCHED_PAYMENTS = 5;

/**
 * The payments a link received after `since` (clamped to LINK_WATCH_MINUTES ago): what a payer's page polls
 * after showing the transfer details, so the payer sees their own transfer confirmed, in the movement's one
 * description, masked as every public page is ("Bola A.", the amount, the time), and never a balance.
 */
export async function linkPaymentsSince(deps: Deps, slug: string, since: Date) {
  const link = await findLinkBySlug(deps.db, slug);
  if (!link) throw notFound();
  const floor = new Date(Date.now() - LINK_WATCH_MINUTES * 60_000);
  const rows = await linkPaymentRowsSince(deps.db, link.id, since < floor ? floor : since, WATCHED_PAYMENTS);
  return {
    status: linkStatus(link),
    payments: rows.map((t) => {
      const d = describeMovement(t, { public: true });
      return { amount: d.amount, payer: d.title, received_at: t.received_at.toISOString() };
    }),
  };
}

/** Refuses a payment the link cannot take (dead link, wrong amount); returns the amount to pay. */
export function amountToPay(link: PaymentLinkRow, offeredMinor: bigint | undefined): bigint {
  const status = linkStatus(link);
  if (status === 'deactivated') throw new AppError('unprocessable', paymentLinkMessages.inactive);
  if (status === 'paid') throw new AppError('unprocessable', paymentLinkMessages.alreadyPaid);
  if (status === 'expired') throw new AppError('unprocessable', paymentLinkMessages.expired);
  if (link.amount_minor === null) {
    if (offeredMinor === undefined) {
      throw new AppError('invalid', paymentLinkMessages.amountRequired, {
        amount: paymentLinkMessages.amountRequired,
      });
    }
    return offeredMinor;
  }
  if (offeredMinor !== undefined && offeredMinor !== link.amount_minor) {
    throw new AppError('unprocessable', paymentLinkMessages.amountMismatch, {
      amount: paymentLinkMessages.amountMismatch,
    });
  }
  return link.amount_minor;
}

/** What the payee reads on the credit row (and so in the alert): "Payment link: Jollof — from Ada Obi". */
export const linkNarration = (link: PaymentLinkRow, payer: string) =>
  `Payment link: ${link.description} — from ${payer}`.slice(0, 255);

const fullName = (u: UserRow) =>
  u.type === 'business' && u.business_name
    ? u.business_name
    : [u.firstname, u.lastname].filter(Boolean).join(' ') || 'an Owo customer';

/**
 * Pays a link from the caller's Owo account: one money move (PIN, limits, Idempotency-Key, one balanced
 * entry). Inside it the link's row is locked and checked again, so a single-use link is paid once however
 * many payers press at the same moment, and a refused payment moves nothing.
 */
export async function payLink(
  deps: Deps,
  payerId: bigint,
  slug: string,
  body: z.output<typeof payPaymentLinkBody>,
  idempotency: IdempotencyKey | null,
): Promise<MoneyMoveResult<SendData & { payee_name: string; description: string }>> {
  const found = await findLinkBySlug(deps.db, slug);
  if (!found) throw notFound();
  return moveMoney(deps, {
    userId: payerId,
    pin: body.pin,
    idempotency,
    run: async (q, user) => {
      await lockLink(q, found.id);
      const link = await findLinkById(q, found.id);
      assert(link, 'a locked link exists');
      const amountMinor = amountToPay(link, body.amount);
      if (link.user_id === user.id) throw new AppError('unprocessable', paymentLinkMessages.ownLink);
      const { reply: sent, detail } = await moveLeg(deps, q, user.id, {
        kind: 'owo',
        send: {
          amountMinor,
          accountNumber: link.payee_account_number,
          narration: linkNarration(link, fullName(user)),
          saveBeneficiary: false,
        },
      });
      assert(detail.credit_id, 'an Owo-to-Owo transfer writes the credit row beside the debit');
      await insertLinkPayment(q, {
        linkId: link.id,
        transactionId: BigInt(detail.credit_id),
        channel: 'owo',
        payerName: fullName(user),
        amountMinor,
      });
      return {
        status: true,
        message: 'Payment successful',
        data: { ...sent.data, payee_name: payeeName(link), description: link.description },
      };
    },
  });
}

// ── Bank transfers to a link's account number (called by the inflows module) ─────────────────────────

/**
 * The link behind an inbound transfer's account number, locked for the transaction, or null when the
 * number is not a link's. The inflow then checks `amountToPay` before crediting (see inflows-service).
 */
export async function lockLinkForInflow(q: Queryable, accountNumber: string): Promise<PaymentLinkRow | null> {
  if (!isPaymentLinkNumber(accountNumber)) return null;
  const id = await findLinkIdByAccountNumber(q, accountNumber);
  if (id === null) return null;
  await lockLink(q, id);
  return findLinkById(q, id);
}

export async function recordLinkPayment(
  q: Queryable,
  link: PaymentLinkRow,
  transactionId: bigint,
  payerName: string | null,
  amountMinor: bigint,
) {
  await insertLinkPayment(q, {
    linkId: link.id,
    transactionId,
    channel: 'bank_transfer',
    payerName,
    amountMinor,
  });
}

export type { CreatePaymentLinkBody };

import { deviceMessages } from '@owo/contract/devices';
import { lagosHourOn } from '@owo/contract/lagos-time';
import { toMajor } from '@owo/contract/money';
import { formatMinor } from '@owo/contract/money-format';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { CODE_RULES, checkCode, sendCode, sessionBinding } from '#modules/codes/codes-service.ts';
import { recordSecurityEvent } from '#modules/notifications/notifications-service.ts';
import { checkPin } from '#modules/profile/pin-service.ts';
import { allowanceOf } from '#money';
import { lockUser, type UserRow, updateUser } from '#records/users-repository.ts';

// Profile → Security: the customer's own daily limit and the freeze. The money move enforces both (money/);
// this module only changes them and shows where they stand.

export const RAISE_DELAY_MS = 24 * 3_600_000;

const naira = (minor: bigint) => formatMinor(minor);

/**
 * The customer's guards in force now, in minor units (this screen and the operations console show them), as the
 * money core's money_allowance answers them: one SQL function for every screen that shows a limit.
 */
export async function guardsOf(deps: Deps, q: Queryable, user: UserRow) {
  const a = await allowanceOf(q, deps.config, user.id);
  const ownSets = a.own !== null && a.own < a.daily;
  return {
    perTransferMinor: a.per_transfer,
    tierDailyMinor: a.daily,
    ownDailyMinor: a.own,
    effectiveDailyMinor: ownSets && a.own !== null ? a.own : a.daily,
    // Today's count toward that limit, as money_allowance keeps both: the own limit counts amount + fee, the
    // tier's day the amounts sent (decision 021). So "Sent today" here matches the amount step's.
    spentTodayMinor: ownSets ? a.spent_today : a.sent_today,
    sentTodayMinor: a.sent_today,
    pending: a.own_next_at ? { amountMinor: a.own_next, appliesAt: a.own_next_at } : null,
    cap:
      a.cap_until && a.cap !== null
        ? { limitMinor: a.cap, leftMinor: a.cap_left ?? 0n, until: a.cap_until }
        : null,
  };
}

/** Where the customer's guards stand now. */
export async function securityView(deps: Deps, q: Queryable, user: UserRow) {
  const g = await guardsOf(deps, q, user);
  return {
    frozen: user.frozen_at !== null,
    frozen_at: user.frozen_at?.toISOString() ?? null,
    daily_limit: {
      tier: toMajor(g.tierDailyMinor),
      own: g.ownDailyMinor === null ? null : toMajor(g.ownDailyMinor),
      pending: g.pending
        ? {
            amount: g.pending.amountMinor === null ? null : toMajor(g.pending.amountMinor),
            applies_at: g.pending.appliesAt.toISOString(),
          }
        : null,
      effective: toMajor(g.effectiveDailyMinor),
      spent_today: toMajor(g.spentTodayMinor),
    },
    new_device_cap: g.cap
      ? {
          limit: toMajor(g.cap.limitMinor),
          left: toMajor(g.cap.leftMinor),
          lifts_at: g.cap.until.toISOString(),
        }
      : null,
  };
}

export async function getSecurity(deps: Deps, userId: bigint) {
  return deps.db.tx(async (q) => securityView(deps, q, await lockUser(q, userId)));
}

/**
 * Sets the customer's own daily limit (`amountMinor` null: back to the tier's). A lower limit applies at once;
 * a higher one after 24 hours (a thief who gets in cannot raise it and drain the account the same day).
 */
export async function setDailyLimit(deps: Deps, userId: bigint, amountMinor: bigint | null) {
  return deps.db.tx(async (q) => {
    await lockUser(q, userId);
    const now = await allowanceOf(q, deps.config, userId);
    const tier = now.daily;
    if (amountMinor !== null && amountMinor > tier) {
      const message = `${deviceMessages.ownLimitAboveTier} (${naira(tier)})`;
      throw new AppError('unprocessable', message, { amount: message });
    }
    const current = now.own ?? tier;
    const wanted = amountMinor ?? tier;
    const label = amountMinor === null ? `your account level's ${naira(tier)}` : naira(amountMinor);
    let message: string;
    if (wanted <= current) {
      await updateUser(q, userId, {
        own_daily_limit_minor: amountMinor === null || amountMinor >= tier ? null : String(amountMinor),
        own_limit_next_minor: null,
        own_limit_next_at: null,
      });
      message = `Your daily limit is now ${label}.`;
    } else {
      const appliesAt = new Date(Date.now() + RAISE_DELAY_MS);
      await updateUser(q, userId, {
        own_daily_limit_minor: now.own === null ? null : String(now.own),
        own_limit_next_minor: amountMinor === null ? null : String(amountMinor),
        own_limit_next_at: appliesAt,
      });
      message = `Your daily limit rises to ${label} at ${lagosHourOn(appliesAt)} (Lagos time). Until then it stays ${naira(current)}.`;
    }
    await recordSecurityEvent(q, userId, {
      kind: 'limit_changed',
      title: 'Daily limit changed',
      body: message,
    });
    return { message, view: await securityView(deps, q, await lockUser(q, userId)) };
  });
}

/** Freezes outgoing money at once: every send and card funding is refused until unfrozen. */
export async function freeze(deps: Deps, userId: bigint) {
  return deps.db.tx(async (q) => {
    const user = await lockUser(q, userId);
    if (!user.frozen_at) {
      await updateUser(q, userId, { frozen_at: new Date() });
      await recordSecurityEvent(q, userId, {
        kind: 'frozen',
        title: 'Outgoing money frozen',
        body: 'You froze outgoing money on your Owo account. Sends and card funding are refused until you unfreeze it with your PIN and a code.',
      });
    }
    return securityView(deps, q, await lockUser(q, userId));
  });
}

/** Unfreezing's code: for this purpose only, and for the session that asked for it. */
const unfreezeCode = (user: UserRow, sessionId: bigint) => ({
  phone: user.phone,
  purpose: 'unfreeze' as const,
  binding: sessionBinding(sessionId),
});

/** Texts the code that unfreezing needs. */
export async function sendUnfreezeCode(deps: Deps, userId: bigint, sessionId: bigint) {
  await deps.db.tx(async (q) => {
    const user = await lockUser(q, userId);
    if (!user.frozen_at) throw new AppError('conflict', deviceMessages.notFrozen);
    await sendCode(deps, q, unfreezeCode(user, sessionId));
  });
  return { resend_after_seconds: CODE_RULES.resendAfterMs / 1000 };
}

type Outcome = { ok: true; view: Awaited<ReturnType<typeof securityView>> } | { ok: false; error: AppError };

/** Unfreezes with the PIN and the texted code; wrong tries count toward their lockouts (committed first). */
export async function unfreeze(deps: Deps, userId: bigint, sessionId: bigint, pin: string, code: string) {
  const outcome = await deps.db.tx(async (q): Promise<Outcome> => {
    const user = await lockUser(q, userId);
    if (!user.frozen_at) return { ok: false, error: new AppError('conflict', deviceMessages.notFrozen) };
    const pinCheck = await checkPin(deps, q, user, pin);
    if (!pinCheck.ok) return { ok: false, error: pinCheck.error };
    const error = await checkCode(deps, q, unfreezeCode(user, sessionId), code);
    if (error) return { ok: false, error };
    await updateUser(q, userId, { frozen_at: null });
    await recordSecurityEvent(q, userId, {
      kind: 'unfrozen',
      title: 'Outgoing money unfrozen',
      body: "You unfroze outgoing money on your Owo account. If this wasn't you, freeze it again and call us now.",
    });
    return { ok: true, view: await securityView(deps, q, await lockUser(q, userId)) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.view;
}

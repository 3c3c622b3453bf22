import {
  API_KEY_PREFIX,
  type ApiKey,
  type createApiKeyBody,
  developerMessages,
} from '@owo/contract/developers';
import { toMajor } from '@owo/contract/money';
import { can, teamMessages } from '@owo/contract/team';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { randomToken, sha256 } from '#lib/crypto.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { type Actor, audit } from '#modules/acting-for/acting-for.ts';
import { type AskApproval, confirmBatchByKey } from '#modules/payouts/payouts-pay.ts';
import { lockMembership } from '#records/team-memberships-repository.ts';
import { findUserById } from '#records/users-repository.ts';
import {
  type ApiKeyRow,
  findAutoApproveLimit,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  revokeKeysCreatedBy,
  saveAutoApproveLimit,
} from './api-keys-repository.ts';

// API keys for businesses (decision 017). The owner or an admin creates, lists and revokes them; the secret is
// shown once, in the reply that creates it, and only its SHA-256 is kept (256 random bits: a fast hash is
// enough, there is nothing to guess). A key made in sandbox mode is a test key, in production a live key.

/** How many characters of the secret a list shows after the prefix, to tell keys apart. */
const SHOWN = 4;

export const apiKeyView = (k: ApiKeyRow): ApiKey => ({
  id: k.uuid,
  name: k.name,
  scopes: k.scopes,
  mode: k.mode,
  prefix: k.prefix,
  created_at: k.created_at.toISOString(),
  last_used_at: k.last_used_at?.toISOString() ?? null,
  revoked_at: k.revoked_at?.toISOString() ?? null,
});

/** Keys and webhooks are for business accounts: the account acted for must be one. */
export async function requireBusiness(deps: Deps, actor: Actor): Promise<void> {
  const owner = await findUserById(deps.db, actor.ownerId);
  if (owner?.type !== 'business') throw new AppError('unprocessable', developerMessages.businessOnly);
}

/**
 * Refuses a member who lost the right to manage keys and webhooks since the request's role was read, and holds
 * their membership until the transaction ends: a key is made, or a webhook secret shown, only for someone whose
 * removal or demotion would revoke or withdraw it (revokeKeysOfMember, withdrawSecretsOf), never in between.
 */
export async function requireManagerNow(q: Queryable, actor: Actor) {
  if (actor.callerId === actor.ownerId) return;
  const role = (await lockMembership(q, actor.ownerId, actor.callerId))?.role ?? null;
  if (!role) throw notFound();
  if (!can(role, 'developers.manage')) throw new AppError('forbidden', teamMessages.notAllowed);
}

export async function createKey(deps: Deps, actor: Actor, body: z.output<typeof createApiKeyBody>) {
  await requireBusiness(deps, actor);
  const mode = deps.config.mode === 'production' ? 'live' : 'test';
  const key = `${API_KEY_PREFIX[mode]}${randomToken(32)}`;
  const row = await deps.db.tx(async (q) => {
    await requireManagerNow(q, actor);
    const row = await insertApiKey(q, {
      businessId: actor.ownerId,
      name: body.name,
      scopes: body.scopes,
      mode,
      prefix: key.slice(0, API_KEY_PREFIX[mode].length + SHOWN),
      secretHash: sha256(key),
      createdBy: actor.callerId,
    });
    await audit(q, actor, 'api_key.created', `Created API key “${body.name}” (${body.scopes.join(', ')})`);
    return row;
  });
  return { ...apiKeyView(row), key };
}

export async function listKeys(deps: Deps, actor: Actor) {
  return { keys: (await listApiKeys(deps.db, actor.ownerId)).map(apiKeyView) };
}

export async function revokeKey(deps: Deps, actor: Actor, uuid: string) {
  const row = await deps.db.tx(async (q) => {
    const row = await revokeApiKey(q, actor.ownerId, uuid, actor.callerId);
    if (!row) throw notFound();
    await audit(q, actor, 'api_key.revoked', `Revoked API key “${row.name}”`);
    return row;
  });
  return apiKeyView(row);
}

/**
 * A member removed from the team, or demoted: the keys they created stop working in the same transaction. They
 * have seen those keys' secrets, and a key must not outlive its maker's right to make it.
 */
export async function revokeKeysOfMember(q: Queryable, actor: Actor, memberId: bigint, why: string) {
  for (const row of await revokeKeysCreatedBy(q, actor.ownerId, memberId, actor.callerId)) {
    await audit(q, actor, 'api_key.revoked', `Revoked API key “${row.name}”: ${why}`);
  }
}

export async function apiSettings(deps: Deps, actor: Actor) {
  const limit = await findAutoApproveLimit(deps.db, actor.ownerId);
  return { auto_approve_limit: limit === null ? null : toMajor(limit) };
}

export async function saveApiSettings(deps: Deps, actor: Actor, limitMinor: bigint | null) {
  await requireBusiness(deps, actor);
  await deps.db.tx(async (q) => {
    await saveAutoApproveLimit(q, actor.ownerId, limitMinor, actor.callerId);
    const what = limitMinor === null ? 'off' : `up to ${toMajor(limitMinor)} naira`;
    await audit(q, actor, 'api_key.auto_approve', `Automatic approval of API key payouts ${what}`);
  });
  return apiSettings(deps, actor);
}

/** A key confirms a payout batch: it waits for a person unless it is within the owner's automatic limit. */
export async function confirmByKey(deps: Deps, actor: Actor, batchUuid: string, ask: AskApproval) {
  if (!actor.apiKey) throw new AppError('forbidden', developerMessages.notForKeys);
  const limit = await findAutoApproveLimit(deps.db, actor.ownerId);
  return confirmBatchByKey(deps, actor.ownerId, batchUuid, actor.apiKey, limit, ask);
}

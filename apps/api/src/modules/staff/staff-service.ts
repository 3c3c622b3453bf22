import { opsMessages, type StaffProposalView, type StaffRole, type StaffView } from '@owo/contract/ops';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { randomToken, sha256 } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { qrCodes } from '#lib/lazy-modules.ts';
import { hashPassword, verifyPassword } from '#lib/passwords.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { audit } from './audit.ts';
import { permissionsOf } from './permissions.ts';
import {
  decideProposal,
  disableStaffRow,
  findStaffByEmail,
  findStaffByUuid,
  finishEnrol,
  insertStaff,
  insertStaffProposal,
  insertStaffSession,
  insertStaffToEnrol,
  listPendingProposals,
  listStaff,
  lockPendingProposal,
  lockStaffToEnrol,
  resetStaffEnrolment,
  revokeStaffSession,
  type StaffProposalRow,
  type StaffRow,
  setEnrolCredentials,
  takeTotpStep,
  withdrawProposalsOf,
} from './staff-repository.ts';
import { newTotpSecret, openSecret, otpauthUri, sealSecret, totpStep } from './totp.ts';

/** A staff token: `ops_` then 256 random bits (a customer token never starts so, nor finds a staff session). */
export const STAFF_TOKEN_PREFIX = 'ops_';
const SESSION_HOURS = 12;

export const staffViewOf = (s: StaffRow): StaffView => ({
  uuid: s.uuid,
  email: s.email,
  role: s.role,
  created_at: s.created_at.toISOString(),
  disabled_at: s.disabled_at?.toISOString() ?? null,
  enrolled_at: s.enrolled_at?.toISOString() ?? null,
});

export interface NewStaff {
  email: string;
  role: StaffRole;
  /** Shown once to whoever made the account (the approving admin, or the operator); never stored in the clear. */
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/**
 * Creates an enrolled staff member at once, with a random first password and TOTP secret: the ops:staff command
 * (the server's operator) and the sandbox route. In the console it takes two admins and the member enrols
 * themselves (`proposeStaff`, `approveStaffProposal`). Recorded in the audit log as `staff.create` by `by`.
 */
export async function createStaff(
  deps: Deps,
  input: { email: string; role: StaffRole },
  by: { staffId: bigint } | { actor: string },
): Promise<NewStaff> {
  const email = input.email.trim().toLowerCase();
  const password = randomToken(15);
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const totpSealed = sealSecret(deps.config.staffTotpKey, totpSecret);
  await deps.db.tx(async (q) => {
    const row = await insertStaff(q, {
      email,
      role: input.role,
      passwordHash,
      totpSealed,
      createdBy: 'staffId' in by ? by.staffId : null,
    });
    if (!row) throw new AppError('conflict', opsMessages.staffExists, { email: opsMessages.staffExists });
    await audit(q, {
      staffId: 'staffId' in by ? by.staffId : null,
      actor: 'actor' in by ? by.actor : undefined,
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: row.uuid,
      detail: { email, role: input.role },
    });
  });
  return { email, role: input.role, password, totpSecret, otpauthUri: otpauthUri(totpSecret, email) };
}

export const proposalViewOf = (p: StaffProposalRow): StaffProposalView => ({
  uuid: p.uuid,
  kind: p.kind,
  email: p.email,
  role: p.role,
  proposed_by: { uuid: p.proposer_uuid, email: p.proposer_email },
  proposed_at: p.proposed_at.toISOString(),
});

/**
 * An admin proposes a staff account (decision 041): nothing is made and no credential exists until another
 * admin approves. Recorded as `staff.propose`. An email already on the staff, or already proposed, is 409.
 */
export async function proposeStaff(
  deps: Deps,
  input: { email: string; role: StaffRole },
  staffId: bigint,
): Promise<StaffProposalView> {
  const email = input.email.trim().toLowerCase();
  return deps.db.tx(async (q) => {
    if (await findStaffByEmail(q, email))
      throw new AppError('conflict', opsMessages.staffExists, { email: opsMessages.staffExists });
    const proposal = await insertStaffProposal(q, { email, role: input.role, proposedBy: staffId });
    if (!proposal)
      throw new AppError('conflict', opsMessages.staffProposalWaiting, {
        email: opsMessages.staffProposalWaiting,
      });
    await audit(q, {
      staffId,
      action: 'staff.propose',
      subjectType: 'staff_proposal',
      subjectId: proposal.uuid,
      detail: { email, role: input.role },
    });
    return proposalViewOf(proposal);
  });
}

/** The staff member a console action names, or the console's 404. */
async function requireMember(q: Queryable, uuid: string) {
  const member = await findStaffByUuid(q, uuid);
  if (!member) throw new AppError('not_found', opsMessages.staffNotFound);
  return member;
}

/**
 * An admin proposes resetting a member's sign-in (a lost authenticator, migration 054): nothing changes until
 * another admin approves. Recorded as `staff.reset.propose`. A disabled member is 409 (nothing to reset), as is a
 * member with a proposal already waiting.
 */
export async function proposeReset(
  deps: Deps,
  memberUuid: string,
  staffId: bigint,
): Promise<StaffProposalView> {
  return deps.db.tx(async (q) => {
    const member = await requireMember(q, memberUuid);
    if (member.disabled_at) throw new AppError('conflict', opsMessages.staffAlreadyDisabled);
    const proposal = await insertStaffProposal(q, {
      email: member.email,
      role: member.role,
      proposedBy: staffId,
      reset: member.id,
    });
    if (!proposal) throw new AppError('conflict', opsMessages.staffProposalWaiting);
    await audit(q, {
      staffId,
      action: 'staff.reset.propose',
      subjectType: 'staff',
      subjectId: member.uuid,
      detail: { email: member.email, proposal: proposal.uuid },
    });
    return proposalViewOf(proposal);
  });
}

/** How long an enrolment link works: 72 hours, once. */
export const ENROL_HOURS = 72;

export interface ApprovedStaff {
  kind: 'account' | 'reset';
  email: string;
  role: StaffRole;
  enrolExpiresAt: Date;
}

/**
 * A second admin approves a proposal: the account is made without credentials, and a one-time link to set them
 * is e-mailed to the new member's work address (decision 041), in the same transaction. Nobody else is shown a
 * password, a code secret or the link. The proposer cannot approve their own (403); a proposal no longer
 * waiting is 404.
 */
export async function approveStaffProposal(
  deps: Deps,
  uuid: string,
  staffId: bigint,
  origin: string,
): Promise<ApprovedStaff> {
  const code = randomToken(24);
  const enrolExpiresAt = new Date(Date.now() + ENROL_HOURS * 3_600_000);
  return deps.db.tx(async (q) => {
    const p = await lockPendingProposal(q, uuid);
    if (!p) throw new AppError('not_found', opsMessages.staffProposalNotFound);
    if (p.proposed_by === staffId) throw new AppError('forbidden', opsMessages.staffOwnProposal);
    await decideProposal(q, p.id, 'approved', staffId);
    if (p.kind === 'reset') {
      const member = await resetStaffEnrolment(q, p.staff_id!, {
        codeHash: enrolHash(code),
        expiresAt: enrolExpiresAt,
      });
      if (!member) throw new AppError('conflict', opsMessages.staffAlreadyDisabled);
      await deps.rails.email.send(
        q,
        member.email,
        opsMessages.resetEmailSubject,
        opsMessages.resetEmailBody(`${origin}/ops/enrol/${code}`, ENROL_HOURS),
      );
      await audit(q, {
        staffId,
        action: 'staff.reset',
        subjectType: 'staff',
        subjectId: member.uuid,
        detail: { email: member.email, proposal: p.uuid, proposed_by: p.proposer_email },
      });
      return { kind: p.kind, email: member.email, role: member.role, enrolExpiresAt };
    }
    const row = await insertStaffToEnrol(q, {
      email: p.email,
      role: p.role,
      createdBy: staffId,
      codeHash: enrolHash(code),
      expiresAt: enrolExpiresAt,
    });
    if (!row) throw new AppError('conflict', opsMessages.staffExists, { email: opsMessages.staffExists });
    await deps.rails.email.send(
      q,
      p.email,
      opsMessages.enrolEmailSubject,
      opsMessages.enrolEmailBody(p.role, `${origin}/ops/enrol/${code}`, ENROL_HOURS),
    );
    await audit(q, {
      staffId,
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: row.uuid,
      detail: { email: p.email, role: p.role, proposal: p.uuid, proposed_by: p.proposer_email },
    });
    return { kind: p.kind, email: p.email, role: p.role, enrolExpiresAt };
  });
}

const enrolHash = (code: string) => sha256(`staff-enrol:${code}`);

/** Each enrolment step counts against its address's limit, as a sign-in does (the link is the only key). */
const enrolAttempt = (deps: Deps, ip: string) =>
  rateLimit(deps.db, `ops-enrol:ip:${ip}`, deps.config.staffSignInsPerIp, 15 * 60_000);

/** Whom a live enrolment link is for (the page's heading); 404 for anything else, used or expired alike. */
export async function enrolmentOf(deps: Deps, code: string, ip: string) {
  await enrolAttempt(deps, ip);
  return deps.db.tx(async (q) => {
    const staff = await lockStaffToEnrol(q, enrolHash(code));
    if (!staff) throw new AppError('not_found', opsMessages.enrolNotFound);
    return { email: staff.email, role: staff.role };
  });
}

/**
 * Step 1 of enrolling: the member's own password, and a new authenticator secret for them to scan (answered
 * once, to them; asked again, a new one replaces it). Nothing works until step 2 confirms a code from it.
 */
export async function enrolPassword(deps: Deps, code: string, password: string, ip: string) {
  await enrolAttempt(deps, ip);
  const passwordHash = await hashPassword(password);
  const totpSecret = newTotpSecret();
  return deps.db.tx(async (q) => {
    const staff = await lockStaffToEnrol(q, enrolHash(code));
    if (!staff) throw new AppError('not_found', opsMessages.enrolNotFound);
    await setEnrolCredentials(q, staff.id, passwordHash, sealSecret(deps.config.staffTotpKey, totpSecret));
    return { email: staff.email, totpSecret, otpauthUri: otpauthUri(totpSecret, staff.email) };
  });
}

/** Step 2: a code from the new authenticator proves it was scanned; the member is enrolled and the link spent. */
export async function enrolConfirm(deps: Deps, code: string, totp: string, ip: string) {
  await enrolAttempt(deps, ip);
  const outcome = await deps.db.tx(async (q) => {
    const staff = await lockStaffToEnrol(q, enrolHash(code));
    if (!staff) return { error: new AppError('not_found', opsMessages.enrolNotFound) };
    const secret = staff.totp_sealed ? openSecret(deps.config.staffTotpKey, staff.totp_sealed) : null;
    if (secret === null || staff.password_hash === null)
      return { error: new AppError('conflict', opsMessages.enrolPasswordFirst) };
    const step = totpStep(secret, staff.email, totp);
    if (step === null || !(await takeTotpStep(q, staff.id, step)))
      return {
        error: new AppError('invalid', opsMessages.enrolCodeWrong, { totp: opsMessages.enrolCodeWrong }),
      };
    await finishEnrol(q, staff.id);
    await audit(q, {
      staffId: staff.id,
      action: 'staff.enrolled',
      subjectType: 'staff',
      subjectId: staff.uuid,
      detail: { ip },
    });
    return { error: null };
  });
  if (outcome.error) throw outcome.error;
}

/** Withdraws a waiting proposal (its proposer, or another admin): recorded as `staff.proposal_withdrawn`. */
export async function withdrawStaffProposal(deps: Deps, uuid: string, staffId: bigint): Promise<void> {
  await deps.db.tx(async (q) => {
    const p = await lockPendingProposal(q, uuid);
    if (!p) throw new AppError('not_found', opsMessages.staffProposalNotFound);
    await decideProposal(q, p.id, 'withdrawn', staffId);
    await audit(q, {
      staffId,
      action: 'staff.proposal_withdrawn',
      subjectType: 'staff_proposal',
      subjectId: p.uuid,
      detail: { email: p.email, role: p.role },
    });
  });
}

export const staffProposals = async (deps: Deps) => (await listPendingProposals(deps.db)).map(proposalViewOf);

export const enrolmentQrSvg = async (uri: string) =>
  (await qrCodes()).toString(uri, { type: 'svg', margin: 1 });

/**
 * Signs a staff member in: password (argon2id) and a TOTP code, both required; a code is accepted once.
 * Every refusal is the same 401, so it tells nobody which part was wrong; 10 tries per email and
 * `staffSignInsPerIp` per address (30 in production) a quarter-hour. Sign-ins and refusals are recorded in the audit log.
 */
export async function staffLogin(
  deps: Deps,
  input: { email: string; password: string; totp?: string | undefined },
  ip: string,
): Promise<{ token: string; expiresAt: Date; staff: StaffRow }> {
  const email = input.email.trim().toLowerCase();
  await rateLimit(deps.db, `ops-login:email:${sha256(email)}`, 10, 15 * 60_000);
  await rateLimit(deps.db, `ops-login:ip:${ip}`, deps.config.staffSignInsPerIp, 15 * 60_000);
  const staff = await findStaffByEmail(deps.db, email);
  const passwordOk = await verifyPassword(staff?.password_hash ?? null, input.password);
  const live = staff !== null && staff.disabled_at === null && staff.enrolled_at !== null;
  const secret = live && passwordOk && input.totp ? openedSecret(deps, staff) : null;
  const step = secret !== null && input.totp ? totpStep(secret, email, input.totp) : null;
  const signedIn = await deps.db.tx(async (q) => {
    if (!live || !passwordOk || step === null || !(await takeTotpStep(q, staff.id, step))) return null;
    const token = `${STAFF_TOKEN_PREFIX}${randomToken()}`;
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
    const sessionId = await insertStaffSession(q, staff.id, sha256(token), expiresAt);
    await audit(q, {
      staffId: staff.id,
      action: 'staff.sign_in',
      subjectType: 'staff',
      subjectId: staff.uuid,
      detail: { ip, session: String(sessionId) },
    });
    return { token, expiresAt, staff };
  });
  if (signedIn) return signedIn;
  const why = !live
    ? 'unknown, disabled or not enrolled'
    : !passwordOk
      ? 'password'
      : !input.totp
        ? 'no code'
        : secret === null
          ? 'code secret sealed under another STAFF_TOTP_KEY'
          : 'code';
  await refused(deps.db, staff, email, ip, why);
  throw new AppError('unauthenticated', opsMessages.signInFailed);
}

/**
 * The staff member's TOTP secret, or null when it was sealed under another STAFF_TOTP_KEY (created by
 * `ops:staff` run without the server's key): a refusal the audit log names, not a 500.
 */
function openedSecret(deps: Deps, staff: StaffRow): string | null {
  if (staff.totp_sealed === null) return null;
  try {
    return openSecret(deps.config.staffTotpKey, staff.totp_sealed);
  } catch {
    return null;
  }
}

async function refused(q: Queryable, staff: StaffRow | null, email: string, ip: string, why: string) {
  await audit(q, {
    staffId: staff?.id ?? null,
    actor: staff ? undefined : `unknown: ${email.slice(0, 100)}`,
    action: 'staff.sign_in_refused',
    subjectType: 'staff',
    subjectId: staff?.uuid ?? null,
    detail: { ip, why },
  });
}

export async function staffLogout(deps: Deps, staffId: bigint, sessionId: bigint): Promise<void> {
  await deps.db.tx(async (q) => {
    await revokeStaffSession(q, sessionId);
    await audit(q, {
      staffId,
      action: 'staff.sign_out',
      subjectType: 'staff_session',
      subjectId: String(sessionId),
    });
  });
}

export const meOf = (s: StaffRow | { role: StaffRole }) => permissionsOf(s.role);

/**
 * An admin disables a staff member who leaves or whose account is in doubt: they can no longer sign in, their
 * live sessions end at once, and the audit log keeps who did it and why. Never one's own account (another
 * admin does it, so the last admin cannot lock everyone out by mistake). Staff are never deleted: the audit
 * log names them.
 */
export async function disableStaff(
  deps: Deps,
  by: { staffId: bigint; uuid: string },
  uuid: string,
  reason: string,
): Promise<StaffView> {
  return deps.db.tx(async (q) => {
    const staff = await requireMember(q, uuid);
    // The row found, not the text typed: a uuid in capitals names the same staff member.
    if (staff.uuid === by.uuid) throw new AppError('conflict', opsMessages.cannotDisableSelf);
    const disabled = await disableStaffRow(q, staff.id);
    if (!disabled) throw new AppError('conflict', opsMessages.staffAlreadyDisabled);
    const withdrawn = await withdrawProposalsOf(q, staff.id, by.staffId);
    await audit(q, {
      staffId: by.staffId,
      action: 'staff.disable',
      subjectType: 'staff',
      subjectId: staff.uuid,
      detail: { email: staff.email, role: staff.role, reason, proposals_withdrawn: withdrawn },
    });
    return staffViewOf(disabled);
  });
}

/** Every staff identity, as the console lists them. */
export const staffList = async (deps: Deps) => (await listStaff(deps.db)).map(staffViewOf);

/** The signed-in member as the staff page shows them (their row: when they joined and enrolled). */
export async function staffSelf(deps: Deps, uuid: string): Promise<StaffView> {
  const row = await findStaffByUuid(deps.db, uuid);
  assert(row, 'a signed-in staff member has a row');
  return staffViewOf(row);
}

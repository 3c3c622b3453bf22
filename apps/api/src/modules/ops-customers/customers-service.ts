import { type CustomerPage, opsCustomerMessages } from '@owo/contract/ops-customers';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { type ComplaintRow, listOwnComplaints } from '#modules/complaints/complaints-repository.ts';
import { listDevices } from '#modules/devices/devices-repository.ts';
import { listCasesOf, listSubmissionsOf } from '#modules/kyc/kyc-review-repository.ts';
import { timeline } from '#modules/receipts/receipt-view.ts';
import { listRecentReceipts } from '#modules/receipts/receipts-repository.ts';
import { guardsOf } from '#modules/security/security-service.ts';
import { audit } from '#modules/staff/audit.ts';
import { can } from '#modules/staff/permissions.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import { restrictionOf, tierNumberOf, tierOf } from '#money';
import { listAccounts } from '#records/accounts-repository.ts';
import { bvnShown, maskerFor } from '#records/contact-mask.ts';
import { describeMovement } from '#records/transaction-description.ts';
import { displayName } from '#records/user-view.ts';
import type { UserRow } from '#records/users-repository.ts';
import {
  asName,
  auditedSearch,
  matchOf,
  parseSearch,
  type SearchMatch,
  type SearchTerm,
} from './customer-search.ts';
import {
  type CustomerUser,
  customerRows,
  findAccess,
  findCustomerByUuid,
  insertNote,
  listAlertsOf,
  listCardsShown,
  listLiveSessions,
  listNotes,
  listRestrictions,
  type NoteRow,
  saveAccess,
  searchCustomerIds,
} from './customers-repository.ts';
import { caseView, customerRowView, restrictionRowView } from './views.ts';

// Finding a customer and their page (issue 25 item 2). Every search and every opening of a page is in the
// audit log; a page opens only after this staff session has given a reason for this customer (asked once).

const RECENT_TRANSACTIONS = 20;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const masker = (staff: StaffAuth) => maskerFor(can(staff.role, 'customers.pii'));

export async function searchCustomers(
  deps: Deps,
  staff: StaffAuth,
  query: { q: string; page: number; per_page: number },
) {
  const offset = (query.page - 1) * query.per_page;
  const find = async (term: SearchTerm) => {
    if (term.kind === 'too_short') {
      throw new AppError('invalid', opsCustomerMessages.searchTooShort, {
        q: opsCustomerMessages.searchTooShort,
      });
    }
    return { term, hits: await searchCustomerIds(deps.db, term, query.per_page, offset) };
  };
  let { term, hits } = await find(parseSearch(query.q));
  // Nothing has this reference: the word may be a hyphenated name.
  if (term.kind === 'reference' && hits.total === 0) ({ term, hits } = await find(asName(term.reference)));
  const rows = await customerRows(deps.db, hits.ids);
  const match: SearchMatch | null = term.kind === 'digits' && hits.byAccount ? 'account' : matchOf(term);
  await audit(deps.db, {
    staffId: staff.staffId,
    action: 'customers.search',
    detail: { q: auditedSearch(query.q, match), match, page: query.page, found: hits.total },
  });
  const m = masker(staff);
  return {
    customers: rows.map((r) => customerRowView(r, m)),
    match,
    order: hits.ranked ? ('relevance' as const) : ('newest' as const),
    page: query.page,
    per_page: query.per_page,
    total: hits.total,
    total_capped: hits.capped,
  };
}

async function requireCustomer(q: Queryable, uuid: string): Promise<CustomerUser> {
  const user = await findCustomerByUuid(q, uuid);
  if (!user) throw new AppError('not_found', opsCustomerMessages.customerNotFound);
  return user;
}

/** The reason this session gave for this customer, or a 428 asking for one. */
async function requireAccess(q: Queryable, staff: StaffAuth, user: UserRow) {
  const access = await findAccess(q, staff.sessionId, user.id);
  if (!access) throw new AppError('precondition_required', opsCustomerMessages.reasonRequired);
  return access;
}

/** POST /ops/customers/{uuid}/access: why this staff member opens the customer's page (kept for the session). */
export async function recordAccess(deps: Deps, staff: StaffAuth, uuid: string, reason: string) {
  return deps.db.tx(async (q) => {
    const user = await requireCustomer(q, uuid);
    const saved = await saveAccess(q, {
      sessionId: staff.sessionId,
      staffId: staff.staffId,
      userId: user.id,
      reason,
    });
    await audit(q, {
      staffId: staff.staffId,
      action: 'customer.access',
      subjectType: 'customer',
      subjectId: user.uuid,
      detail: { reason },
    });
    return { reason: saved.reason, at: saved.created_at.toISOString() };
  });
}

/** GET /ops/customers/{uuid}: everything about the customer, masked for the role; the opening is recorded. */
export async function customerPage(deps: Deps, staff: StaffAuth, uuid: string): Promise<CustomerPage> {
  return deps.db.tx(async (q) => {
    const user = await requireCustomer(q, uuid);
    const access = await requireAccess(q, staff, user);
    await audit(q, {
      staffId: staff.staffId,
      action: 'customer.view',
      subjectType: 'customer',
      subjectId: user.uuid,
      detail: { reason: access.reason },
    });
    const m = masker(staff);
    const [accounts, cards, devices, sessions, receipts, notes, submissions, cases, guards, restrictions] = [
      await listAccounts(q, user.id),
      await listCardsShown(q, user.id),
      await listDevices(q, user.id),
      await listLiveSessions(q, user.id),
      await listRecentReceipts(q, user.id, RECENT_TRANSACTIONS),
      await listNotes(q, user.id),
      await listSubmissionsOf(q, user.id),
      await listCasesOf(q, user.id),
      await guardsOf(deps, q, user),
      await listRestrictions(q, user.id),
    ];
    const tier = tierOf(user.kyc_status);
    return {
      access: { reason: access.reason, at: access.created_at.toISOString() },
      masked: m.masked,
      profile: {
        uuid: user.uuid,
        name: displayName(user),
        type: user.type,
        firstname: user.firstname,
        middlename: user.middlename,
        lastname: user.lastname,
        business_name: user.business_name,
        phone: m.phone(user.phone),
        email: m.email(user.email),
        dob: m.dob(user.dob),
        address: addressOf(user, m.masked),
        registration_number: user.registration_number,
        created_at: user.created_at.toISOString(),
        pin_set: user.pin_hmac !== null,
        pin_locked_until: iso(user.pin_locked_until),
        login_locked_until: iso(user.login_locked_until),
        frozen_by_customer_at: iso(user.frozen_at),
      },
      kyc: {
        status: user.kyc_status,
        tier: tierNumberOf(user.kyc_status),
        submitted_at: iso(user.kyc_submitted_at),
        verified_at: iso(user.kyc_verified_at),
        submissions: submissions.map((s) => ({
          bvn: bvnShown(s.bvn_last4),
          document_type: s.document_type,
          document_number: m.document(s.document_number),
          status: s.status,
          created_at: s.created_at.toISOString(),
          decided_at: iso(s.decided_at),
        })),
        cases: cases.map((c) => caseView(c, m)),
      },
      accounts: accounts.map((a) => ({
        uuid: a.uuid,
        account_number: a.account_number,
        currency: a.currency.trim(),
        name: a.account_name,
        balance_minor: String(a.balance_minor),
      })),
      cards: cards.map((c) => ({
        ...c,
        balance_minor: String(c.balance_minor),
        currency: c.currency.trim(),
      })),
      devices: devices.map((d) => ({
        uuid: d.uuid,
        label: d.label,
        first_seen_at: d.first_seen_at.toISOString(),
        last_seen_at: d.last_seen_at.toISOString(),
        trusted: d.trusted_at !== null && d.signed_out_at === null,
        signed_out_at: iso(d.signed_out_at),
      })),
      sessions: sessions.map((s) => ({
        ...s,
        created_at: s.created_at.toISOString(),
        expires_at: s.expires_at.toISOString(),
      })),
      limits: {
        tier: tierNumberOf(user.kyc_status),
        per_transfer_minor: String(guards.perTransferMinor),
        daily_tier_minor: String(guards.tierDailyMinor),
        daily_own_minor: guards.ownDailyMinor === null ? null : String(guards.ownDailyMinor),
        daily_effective_minor: String(guards.effectiveDailyMinor),
        spent_today_minor: String(guards.spentTodayMinor),
        max_balance_minor: tier.maxBalanceMinor === null ? null : String(tier.maxBalanceMinor),
        new_device_cap: guards.cap
          ? {
              limit_minor: String(guards.cap.limitMinor),
              left_minor: String(guards.cap.leftMinor),
              lifts_at: guards.cap.until.toISOString(),
            }
          : null,
      },
      restriction_in_force: (await restrictionOf(q, user.id))?.type ?? null,
      restrictions: restrictions.map(restrictionRowView),
      transactions: receipts.map((t) => ({
        uuid: t.uuid,
        reference: t.reference,
        direction: t.direction,
        rail: t.rail,
        status: t.status,
        currency: t.currency.trim(),
        amount_minor: String(t.amount_minor),
        fee_minor: String(t.fee_minor),
        counterparty: t.counterparty_name,
        narration: t.narration,
        created_at: t.created_at.toISOString(),
        timeline: timeline(t),
        description: describeMovement(t, { staff: true }),
      })),
      complaints: can(staff.role, 'complaints.read')
        ? (await listOwnComplaints(q, user.id)).map(complaintView)
        : null,
      alerts: can(staff.role, 'monitoring.read')
        ? (await listAlertsOf(q, user.id)).map((a) => ({
            ...a,
            id: a.uuid,
            case: a.case_uuid,
            created_at: a.created_at.toISOString(),
          }))
        : null,
      notes: notes.map(noteView),
    };
  });
}

/** The address in full, or only its city and state for a role that sees contact details masked. */
function addressOf(u: UserRow, masked: boolean): string | null {
  const parts = masked ? [u.city, u.state] : [u.address, u.city, u.state, u.postal_code, u.country];
  const text = parts.filter(Boolean).join(', ');
  return text || null;
}

const complaintView = (c: ComplaintRow) => ({
  id: c.uuid,
  tracking_number: c.tracking_number,
  category: c.category,
  status: c.status,
  opened_at: c.opened_at.toISOString(),
  due_at: c.due_at.toISOString(),
  seconds_left: c.seconds_left,
  urgency: c.urgency,
  outcome: c.outcome,
  resolved_at: iso(c.resolved_at),
  transaction_reference: c.tx_reference,
});

const noteView = (n: NoteRow) => ({
  id: n.uuid,
  body: n.body,
  staff_email: n.staff_email,
  created_at: n.created_at.toISOString(),
});

/** POST /ops/customers/{uuid}/notes: a note on the customer's page, after a reason was given for opening it. */
export async function addNote(deps: Deps, staff: StaffAuth, uuid: string, body: string) {
  return deps.db.tx(async (q) => {
    const user = await requireCustomer(q, uuid);
    await requireAccess(q, staff, user);
    const note = await insertNote(q, { userId: user.id, staffId: staff.staffId, body });
    await audit(q, {
      staffId: staff.staffId,
      action: 'customer.note',
      subjectType: 'customer',
      subjectId: user.uuid,
      detail: { note: note.uuid },
    });
    return noteView(note);
  });
}

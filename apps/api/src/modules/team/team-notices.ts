import { teamNotices } from '@owo/contract/team';
import type { Queryable } from '#db/db.ts';
import { recordTeamEvent } from '#modules/notifications/notifications-service.ts';
import { decidersOf } from './approval-view.ts';
import type { ApprovalRow } from './approvals-repository.ts';
import type { DeciderRow } from './team-repository.ts';

// Who is told what about a business's payments, in the transaction that prepared or decided it: each person
// who may decide a new one (by text message and in the app), and the one who prepared it when it is decided.
// The message opens the approval acting for its business.

const linkOf = (a: ApprovalRow) => `/team/approvals/${a.uuid}?business=${a.business_uuid}`;

/** A payment waits: each person who may decide it is told (never the one who asked). */
export async function tellDeciders(q: Queryable, a: ApprovalRow, people: DeciderRow[], origin: string) {
  const link = linkOf(a);
  for (const p of decidersOf(people, a)) {
    await recordTeamEvent(q, p.user_id, {
      kind: 'approval_waiting',
      title: teamNotices.waitingTitle(a.summary),
      body: teamNotices.waitingBody(a.initiator_name, a.business_name),
      link,
      url: `${origin}${link}`,
    });
  }
}

/** The one who prepared it learns the decision (read back once made): approved, or rejected with the reason. */
export async function tellInitiator(q: Queryable, decided: ApprovalRow, origin: string) {
  // A batch a business's API key confirmed has no person to tell.
  if (decided.initiated_by === null) return;
  const approved = decided.status === 'approved';
  if (!approved && decided.status !== 'rejected') return;
  const by = decided.decider_name ?? 'An approver';
  const link = linkOf(decided);
  await recordTeamEvent(q, decided.initiated_by, {
    kind: approved ? 'approval_approved' : 'approval_rejected',
    title: approved ? teamNotices.approvedTitle(decided.summary) : teamNotices.rejectedTitle(decided.summary),
    body: approved
      ? teamNotices.approvedBody(by, decided.business_name)
      : teamNotices.rejectedBody(by, decided.reason ?? ''),
    link,
    url: `${origin}${link}`,
  });
}

import type { ActingRole } from '@owo/contract/team';

export const ROLE_NAMES: Record<ActingRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  initiator: 'Initiator',
  approver: 'Approver',
  viewer: 'Viewer',
};

/** What each role may do, in the words the invite form shows. */
export const ROLE_HINTS: Record<Exclude<ActingRole, 'owner'>, string> = {
  admin: 'Everything except ownership and roles',
  initiator: 'Prepares sends and payouts, which wait for approval',
  approver: 'Approves or rejects with their own PIN, up to a limit you set',
  viewer: 'History, statements and links only',
};

import { afterEach, describe, expect, it } from 'vitest';
import { actForHeader, clearActingFor, readActingFor, saveActingFor } from './acting-for';

afterEach(() => clearActingFor());

const business = {
  id: '6f1c2f0e-3c1b-4a57-9d55-2b8f3a1e9c10',
  name: 'Balogun Fabrics',
  role: 'viewer',
  permissions: [],
};

describe('acting for a business', () => {
  it('sends nothing while the member acts for themselves', () => {
    expect(actForHeader('/accounts/transactions')).toBeNull();
  });

  it('sends the business on history, statements, links and team calls only', () => {
    saveActingFor(business);
    expect(readActingFor()?.name).toBe('Balogun Fabrics');
    for (const path of [
      '/accounts',
      '/accounts/transactions?page=2',
      `/accounts/${business.id}/statement?format=pdf`,
      `/transactions/${business.id}`,
      '/payment-links?status=all',
      '/payment-links',
      `/payment-links/${business.id}/deactivate`,
      '/team/members',
      '/team/approvals/x/approve',
      '/payouts',
      `/payouts/${business.id}/confirm`,
      '/insights',
    ]) {
      expect(actForHeader(path), path).toBe(business.id);
    }
  });

  it("never sends it on a call that moves or changes the member's own things", () => {
    saveActingFor(business);
    for (const path of [
      '/transfer/remittance/send',
      '/payment-links/some-slug/pay',
      '/profile',
      '/cards',
      '/bills/pay',
      '/auth/logout',
      // Joining a team is the member's own act, whichever business they act for now.
      '/team/invites/0123abcd/accept',
    ]) {
      expect(actForHeader(path), path).toBeNull();
    }
  });

  it('is forgotten when cleared (sign-out clears it)', () => {
    saveActingFor(business);
    clearActingFor();
    expect(readActingFor()).toBeNull();
    expect(localStorage.getItem('owo.act_for')).toBeNull();
  });
});

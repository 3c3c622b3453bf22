import type { User } from '@owo/contract/user';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setKycPopup } from './kyc-popup';
import { KycPrompt } from './kyc-prompt';
import { KycReviewNotice } from './kyc-review-notice';

/** The dashboard's two words on KYC, in its order. */
function Dashboard({ status }: { status: User['kyc_status'] }) {
  return (
    <MemoryRouter>
      <KycReviewNotice user={{ kyc_status: status }} />
      <KycPrompt user={{ kyc_status: status }} />
    </MemoryRouter>
  );
}

afterEach(() => act(() => setKycPopup(false)));

describe("the dashboard's KYC notice and prompt", () => {
  it('says "in review" once while the notice shows, and the outcome takes its place in the same box', () => {
    act(() => setKycPopup(true));
    const { rerender } = render(<Dashboard status="in_review" />);
    expect(screen.getByRole('status').textContent).toContain('KYC in Review.');
    expect(screen.queryByRole('heading', { name: 'Identity verification in review' })).toBeNull();

    rerender(<Dashboard status="verified" />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Identity verified.');
    // The in-review text stays beneath, hidden, holding the box's height.
    expect(screen.getByText(/under review/).closest('p')!.className).toContain('invisible');
    expect(screen.queryByRole('heading', { name: /verif/i })).toBeNull();
  });

  it('keeps the in-review prompt once the notice is closed, and the prompt to verify with none', () => {
    const { rerender } = render(<Dashboard status="in_review" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Identity verification in review' })).toBeTruthy();
    rerender(<Dashboard status="none" />);
    expect(screen.getByRole('link', { name: 'Complete KYC' })).toBeTruthy();
  });
});

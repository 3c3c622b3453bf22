import { type Complaint, complaintSchema } from '@owo/contract/complaints';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComplaintHeader } from './complaint-header';

const HOUR_MS = 3_600_000;

const complaint = (over: Partial<Complaint>): Complaint =>
  complaintSchema.parse({
    id: '11111111-1111-4111-8111-111111111111',
    tracking_number: 'OWO-CMP-2026-000123',
    category: 'other',
    status: 'open',
    due_at: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
    urgency: 'under_72h',
    outcome: null,
    resolution: null,
    resolved_at: null,
    reopen_until: null,
    can_reopen: false,
    transaction: null,
    last_message_at: '2026-11-26T08:00:00.000Z',
    created_at: '2026-11-26T08:00:00.000Z',
    ...over,
  });

const lateNote = () => screen.queryByText(/We are late with our answer/);

describe("a complaint's header in the app", () => {
  it("says Owo is late when Owo's clock says so, even if the phone's clock is behind", () => {
    render(<ComplaintHeader complaint={complaint({ urgency: 'overdue' })} />);
    expect(lateNote()).not.toBeNull();
  });

  it("does not call Owo late by the phone's own clock when the server says there is time", () => {
    const past = new Date(Date.now() - HOUR_MS).toISOString();
    render(<ComplaintHeader complaint={complaint({ due_at: past, urgency: 'under_24h' })} />);
    expect(lateNote()).toBeNull();
  });
});

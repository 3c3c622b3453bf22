import { describe, expect, it } from 'vitest';
import { timeLeftText, urgencyClasses } from './clock';

describe("a complaint's clock in the console", () => {
  it("words the server's urgency: a deadline reached this very second is overdue", () => {
    expect(timeLeftText({ urgency: 'overdue', seconds_left: 0 })).toBe('Overdue by 1 min');
    expect(timeLeftText({ urgency: 'overdue', seconds_left: -(2 * 3600 + 600) })).toBe(
      'Overdue by 2 h 10 min',
    );
    expect(timeLeftText({ urgency: 'under_24h', seconds_left: 45 * 60 })).toBe('45 min left');
    expect(timeLeftText({ urgency: 'later', seconds_left: 3 * 86_400 + 4 * 3600 })).toBe('3 d 4 h left');
    expect(timeLeftText({ urgency: 'resolved', seconds_left: 0 })).toBe('Resolved');
  });

  it('colours a row red when overdue, amber within a day, and green with more time left', () => {
    expect(urgencyClasses.overdue).toContain('red');
    expect(urgencyClasses.under_24h).toContain('amber');
    expect(urgencyClasses.under_72h).toContain('green');
    expect(urgencyClasses.later).toContain('green');
  });
});

import { errors } from '@owo/contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, pinFailureText } from './api-error';

describe('a refused PIN, as told beside the PIN field', () => {
  it('says when the lock ends in Lagos time, as the amount screens say a limit lifts, whatever the phone’s zone', () => {
    // 09:31 UTC is 10:31 in Lagos: the phone's own zone (this runner's is UTC) must not show through.
    const locked = new ApiError(
      423,
      errors.pinLocked,
      {},
      { tries_left: 0, locked_until: '2026-11-27T09:31:00.000Z' },
    );
    expect(pinFailureText(locked)).toBe(`${errors.pinLocked} Try again after 10:31 on 27 Nov (Lagos time).`);
  });

  it('counts the tries left, and says nothing of a failure that is not about the PIN', () => {
    const wrong = new ApiError(422, errors.pinIncorrect, {}, { tries_left: 1 });
    expect(pinFailureText(wrong)).toBe(
      `${errors.pinIncorrect} 1 try left before transfers lock for 30 minutes.`,
    );
    expect(pinFailureText(new ApiError(400, 'Enter an amount.'))).toBeNull();
  });
});

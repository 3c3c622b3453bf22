import { describe, expect, it } from 'vitest';
import { initialSignupState, type SignupAction, type SignupState, signupReducer } from './signup-reducer';

const run = (...actions: SignupAction[]): SignupState => actions.reduce(signupReducer, initialSignupState);
const sent: SignupAction = { type: 'phoneSubmitted', phone: '+2348031234567', uuid: 'u1', next: 'verify' };

describe('the signup stepper', () => {
  it('walks phone → code → account type → final form → PIN → confirm PIN', () => {
    const steps = [
      run(),
      run(sent),
      run(sent, { type: 'verified', uuid: 'u2' }),
      run(sent, { type: 'verified', uuid: 'u2' }, { type: 'accountTypeChosen', accountType: 'business' }),
      run(
        sent,
        { type: 'verified', uuid: 'u2' },
        { type: 'accountTypeChosen', accountType: 'business' },
        { type: 'registered' },
      ),
    ].map((state) => state.step);
    expect(steps).toEqual(['phone', 'verify', 'type', 'final', 'pin']);
    const confirm = run(sent, { type: 'registered' }, { type: 'pinEntered', pin: '2580' });
    expect(confirm.step).toBe('confirmPin');
    expect(confirm.pin).toBe('2580');
  });

  it('skips the code when the server says the phone is already verified', () => {
    const state = run({ ...sent, next: 'complete', uuid: 'u9' } as SignupAction);
    expect(state.step).toBe('type');
    expect(state.uuid).toBe('u9');
  });

  it('returns to the phone entry from Change and Go back, keeping the number', () => {
    expect(run(sent, { type: 'changePhone' })).toMatchObject({ step: 'phone', phone: '+2348031234567' });
    expect(run(sent, { type: 'back' }).step).toBe('phone');
  });

  it('goes back from the final form to the account type, carrying the type chosen', () => {
    const state = run(
      sent,
      { type: 'verified', uuid: 'u2' },
      { type: 'accountTypeChosen', accountType: 'personal' },
      { type: 'back' },
    );
    expect(state.step).toBe('type');
    expect(state.accountType).toBe('personal');
  });

  it('goes back from confirm PIN to PIN and forgets the first PIN; no way back past the PIN', () => {
    const confirm = run(sent, { type: 'registered' }, { type: 'pinEntered', pin: '2580' });
    const back = signupReducer(confirm, { type: 'back' });
    expect(back).toMatchObject({ step: 'pin', pin: '' });
    expect(signupReducer(back, { type: 'back' }).step).toBe('pin');
  });

  it('shows Registration completed when the session is lost before the PIN is set', () => {
    expect(run(sent, { type: 'registered' }, { type: 'sessionLost' }).step).toBe('completed');
  });
});

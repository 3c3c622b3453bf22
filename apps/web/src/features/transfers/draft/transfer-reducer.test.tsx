import { describe, expect, it } from 'vitest';
import type { Quote } from './transfer-draft';
import {
  backStep,
  initTransferState,
  type TransferAction,
  type TransferRoute,
  type TransferState,
  transferReducer,
} from './transfer-reducer';

const quote: Quote = {
  fee: 10.75,
  amount: 1000,
  total: 1010.75,
  currency: 'NGN',
  receive: { amount: 1000, currency: 'NGN', rate: 1 },
};

function run(route: TransferRoute, ...actions: TransferAction[]): TransferState {
  return actions.reduce(transferReducer, initTransferState(route, 'key-1'));
}

const resolved: TransferAction = { type: 'resolved', name: 'Ada Obi', patch: { alias: 'ada' } };

describe('eNaira steps', () => {
  it('goes resolve → getfee → send → pin, with Proceed only after verification', () => {
    expect(run('enaira').step).toBe('resolve');
    expect(run('enaira', resolved).draft.proceed).toBe(true);
    expect(run('enaira', resolved, { type: 'proceed' }).step).toBe('getfee');
    expect(run('enaira', resolved, { type: 'proceed' }, { type: 'quoted', quote }).step).toBe('send');
    const atPin = run(
      'enaira',
      resolved,
      { type: 'proceed' },
      { type: 'quoted', quote },
      { type: 'reviewed' },
    );
    expect(atPin.step).toBe('pin');
    expect(atPin.draft.fee).toBe(10.75);
  });

  it('goes back pin → send → getfee → resolve, then leaves', () => {
    let state = run('enaira', resolved, { type: 'proceed' }, { type: 'quoted', quote }, { type: 'reviewed' });
    const visited = [state.step];
    while (backStep(state) !== 'exit') {
      state = transferReducer(state, { type: 'back' });
      visited.push(state.step);
    }
    expect(visited).toEqual(['pin', 'send', 'getfee', 'resolve']);
    expect(transferReducer(state, { type: 'back' })).toBe(state);
  });

  it('forgets a verified name when the alias changes, so Verify comes back', () => {
    const state = run('enaira', resolved, { type: 'update', patch: { alias: 'other' } });
    expect(state.draft.proceed).toBe(false);
    expect(state.draft.name).toBe('');
    const same = run('enaira', resolved, { type: 'update', patch: { alias: 'ada', note: 'x' } });
    expect(same.draft.proceed).toBe(true);
  });
});

describe('remittance steps', () => {
  it('sends NGN through getfee and send, and goes back pin → send', () => {
    const state = run(
      'remittance',
      resolved,
      { type: 'proceed' },
      { type: 'quoted', quote },
      { type: 'reviewed' },
    );
    expect(state.step).toBe('pin');
    expect(backStep(state)).toBe('send');
    expect(backStep({ ...state, step: 'getfee' })).toBe('resolve');
  });

  it('sends USD from the form straight to sendusd, and goes back pin → sendusd → resolve', () => {
    const usd = run('remittance', { type: 'currencyChanged', currency: 'usd', key: 'key-2' }, resolved, {
      type: 'proceed',
    });
    expect(usd.step).toBe('sendusd');
    const atPin = transferReducer(usd, { type: 'reviewed' });
    expect(atPin.step).toBe('pin');
    expect(transferReducer(atPin, { type: 'back' }).step).toBe('sendusd');
    expect(transferReducer(usd, { type: 'back' }).step).toBe('resolve');
  });

  it('clears the draft and starts a new one when the currency changes', () => {
    const state = run(
      'remittance',
      { type: 'update', patch: { account_number: '0123456789', amount: '500' } },
      { type: 'currencyChanged', currency: 'usd', key: 'key-2' },
    );
    expect(state.draft.account_number).toBe('');
    expect(state.draft.amount).toBe('');
    expect(state.draft.currency).toBe('usd');
    expect(state.draft.save_beneficiary).toBe(true);
    expect(state.idempotencyKey).toBe('key-2');
    expect(state.step).toBe('resolve');
  });
});

describe('mobile money steps', () => {
  it('starts in GHS and clears the typed name when going back from getfee', () => {
    const state = run(
      'momo',
      { type: 'resolved', name: 'Kofi', patch: { issuer: 'MTN Mobile Money' } },
      { type: 'proceed' },
    );
    expect(state.draft.currency).toBe('ghs');
    expect(state.step).toBe('getfee');
    const back = transferReducer(state, { type: 'back' });
    expect(back.step).toBe('resolve');
    expect(back.draft.name).toBe('');
    expect(back.draft.issuer).toBe('MTN Mobile Money');
  });

  it('keeps the name when going back from later steps', () => {
    const atSend = run(
      'momo',
      { type: 'resolved', name: 'Kofi' },
      { type: 'proceed' },
      { type: 'quoted', quote },
    );
    expect(transferReducer(atSend, { type: 'back' }).draft.name).toBe('Kofi');
  });
});

describe('late answers', () => {
  it('ignores a fee answer that arrives after the customer moved on', () => {
    const atPin = run(
      'enaira',
      resolved,
      { type: 'proceed' },
      { type: 'quoted', quote },
      { type: 'reviewed' },
    );
    expect(transferReducer(atPin, { type: 'quoted', quote: { ...quote, fee: 99 } })).toBe(atPin);
  });
});

describe('the idempotency key', () => {
  it('stays the same for a retry and changes after a refusal or a finished send', () => {
    const state = run('enaira', resolved);
    expect(transferReducer(state, { type: 'update', patch: { note: 'x' } }).idempotencyKey).toBe('key-1');
    expect(transferReducer(state, { type: 'sendRefused', key: 'key-2' }).idempotencyKey).toBe('key-2');
    const reset = transferReducer(state, { type: 'reset', key: 'key-3' });
    expect(reset.idempotencyKey).toBe('key-3');
    expect(reset.draft.alias).toBe('');
    expect(reset.draft.proceed).toBe(false);
  });
});

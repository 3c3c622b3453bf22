import { errors } from '@owo/contract/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KycIdentity } from './identity-schema';
import { IdentityStep } from './identity-step';

const draft: KycIdentity = {
  firstname: 'Ada',
  middlename: '',
  lastname: 'Obi',
  dob: '1990-05-04',
  bvn: '22212345678',
  country: 'Nigeria',
  state: 'Lagos',
  address: '1 Marina',
  city: 'Lagos',
  postal_code: '100001',
  business_name: '',
  registration_number: '',
  tin: '',
};

describe('KYC step 1 after the API compared it with the BVN record', () => {
  it('says which parts do not match, under those fields, with what was typed kept to correct', async () => {
    render(
      <IdentityStep
        isBusiness={false}
        draft={draft}
        onBack={vi.fn()}
        onSaved={vi.fn()}
        refusal={{
          message: errors.bvnMismatch,
          fields: { firstname: errors.firstnameMismatch, dob: errors.dobMismatch },
        }}
      />,
    );
    expect(screen.getByText(errors.bvnMismatch)).toBeTruthy();
    expect(await screen.findByText(errors.firstnameMismatch)).toBeTruthy();
    expect(screen.getByText(errors.dobMismatch)).toBeTruthy();
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Last Name').getAttribute('aria-invalid')).not.toBe('true');
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('shows a BVN already linked to another account on the BVN field', async () => {
    render(
      <IdentityStep
        isBusiness={false}
        draft={draft}
        onBack={vi.fn()}
        onSaved={vi.fn()}
        refusal={{ message: errors.bvnLinked, fields: { bvn: errors.bvnLinked } }}
      />,
    );
    expect(await screen.findAllByText(errors.bvnLinked)).toHaveLength(2);
    expect(screen.getByLabelText('BVN').getAttribute('aria-invalid')).toBe('true');
  });
});

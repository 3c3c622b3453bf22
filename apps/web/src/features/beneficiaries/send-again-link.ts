import type { Beneficiary } from '@owo/contract/beneficiaries';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The send route for a beneficiary, with the recipient in the query string (read by the send flow). */
export function sendAgainLink(b: Beneficiary): string {
  const query = new URLSearchParams();
  const set = (key: string, value: unknown) => {
    if (text(value)) query.set(key, text(value));
  };
  switch (b.type) {
    case 'enaira':
      set('alias', b.alias);
      return `/send/enaira?${query}`;
    case 'bank':
      set('account_number', b.account_number);
      set('bank_code', b.bank_code);
      return `/send/remittance?${query}`;
    case 'momo':
      set('number', b.number);
      set('issuer', b.issuer);
      set('name', b.name);
      return `/send/momo?${query}`;
    case 'usd':
      query.set('currency', 'usd');
      set('name', b.name);
      set('account_number', b.account_number);
      set('bank_name', b.bank_name);
      for (const key of [
        'address',
        'city',
        'zipcode',
        'inside_us',
        'routing_number',
        'swift_code',
        'delivery_type',
      ]) {
        set(key, b.details[key]);
      }
      return `/send/remittance?${query}`;
  }
}

export const beneficiaryTypeNames: Record<Beneficiary['type'], string> = {
  enaira: 'eNaira',
  bank: 'Bank account',
  usd: 'US bank account',
  momo: 'Mobile money',
};

/** One line that tells two beneficiaries of the same name apart. */
export function beneficiaryDestination(b: Beneficiary): string {
  if (b.type === 'enaira') return b.alias ?? '';
  if (b.type === 'momo') return [b.issuer, b.number].filter(Boolean).join(' · ');
  return [b.bank_name, b.account_number].filter(Boolean).join(' · ');
}

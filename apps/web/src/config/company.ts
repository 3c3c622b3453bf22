/** Owo's public contact details, shown in the footer and on the Contact and Help pages. */
export const company = {
  legalName: 'Owo Technologies Limited',
  supportEmail: 'support@owo.ng',
  phones: [
    { display: '+234 201 330 0000', tel: '+2342013300000' },
    { display: '+234 201 330 0001', tel: '+2342013300001' },
  ],
  addressLines: [
    'Owo Technologies Limited',
    '14 Adeola Odeku Street',
    'Victoria Island',
    'Lagos 101241, Nigeria',
  ],
} as const;

export const primaryPhone = company.phones[0];

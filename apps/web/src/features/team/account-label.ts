import type { ActingBusiness } from '@owo/contract/team';

/** How the account picker names an account: "Balogun Fabrics Ltd", or one's own "Ada Obi (personal)". */
export const accountLabel = (b: Pick<ActingBusiness, 'name' | 'own' | 'personal'>) =>
  b.own && b.personal ? `${b.name} (personal)` : b.name;

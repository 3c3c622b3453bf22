import { quoteEnaira } from './api/enaira-fee';
import { quoteMomo } from './api/momo-fee';
import { quoteRemittance } from './api/remittance-fee';
import type { TransferDraft } from './draft/transfer-draft';
import type { TransferRoute } from './draft/transfer-reducer';

/** The fee call of each route's getfee step (USD has none). */
export function quoteForRoute(route: TransferRoute, draft: TransferDraft, amount: string) {
  switch (route) {
    case 'enaira':
      return quoteEnaira({ alias: draft.alias, amount });
    case 'remittance':
      return quoteRemittance({ amount, bank_name: draft.bank_name, bank_code: draft.bank_code });
    case 'momo':
      return quoteMomo({ number: draft.account_number, amount });
  }
}

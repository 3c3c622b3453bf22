import type { TransferDraft } from './draft/transfer-draft';
import type { TransferRoute } from './draft/transfer-reducer';

/**
 * "Send again" from a beneficiary opens the send route with the recipient in the query string. The
 * recipient is saved already, so the save-as-beneficiary box is not offered (save_beneficiary null).
 */
export function prefillFromSearch(
  route: TransferRoute,
  params: URLSearchParams,
): Partial<TransferDraft> | undefined {
  const get = (key: string) => params.get(key)?.trim() ?? '';
  if (route === 'enaira' && get('alias')) return { alias: get('alias'), save_beneficiary: null };
  if (route === 'remittance' && get('currency') === 'usd') return usdPrefill(get);
  if (route === 'remittance' && get('account_number')) {
    return {
      account_number: get('account_number').replace(/\D/g, '').slice(0, 10),
      bank_code: get('bank_code'),
      save_beneficiary: null,
    };
  }
  if (route === 'momo' && get('number')) {
    return {
      account_number: get('number').replace(/\D/g, '').slice(0, 10),
      issuer: get('issuer'),
      name: get('name'),
      save_beneficiary: null,
    };
  }
  return undefined;
}

function usdPrefill(get: (key: string) => string): Partial<TransferDraft> {
  return {
    currency: 'usd',
    name: get('name'),
    account_number: get('account_number').replace(/\D/g, ''),
    bank_name: get('bank_name'),
    address: get('address'),
    city: get('city'),
    zipcode: get('zipcode'),
    inside_us: get('inside_us') === '0' ? 0 : 1,
    routing_number: get('routing_number'),
    swift_code: get('swift_code'),
    delivery_type: get('delivery_type'),
    save_beneficiary: null,
  };
}

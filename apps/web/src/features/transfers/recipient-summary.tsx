import type { TransferDraft } from './draft/transfer-draft';
import type { TransferRoute } from './draft/transfer-reducer';

/** Who the money goes to, as rows: used on the amount and review steps. */
export function recipientRows(route: TransferRoute, draft: TransferDraft): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Name', draft.name]];
  if (route === 'enaira') rows.push(['Alias', draft.alias]);
  if (route === 'remittance') rows.push(['Bank', draft.bank_name], ['Account number', draft.account_number]);
  if (route === 'momo') rows.push(['Issuer', draft.issuer], ['Mobile number', draft.account_number]);
  return rows.filter(([, value]) => value);
}

export function RecipientSummary({ route, draft }: { route: TransferRoute; draft: TransferDraft }) {
  return (
    <dl className="rounded-lg bg-brand-light p-3 text-sm">
      {recipientRows(route, draft).map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 py-0.5">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right font-semibold break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

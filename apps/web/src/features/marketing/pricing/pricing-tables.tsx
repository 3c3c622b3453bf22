import { toMajorString } from '@owo/contract/minor';
import { LIMIT_ROWS, PRICE_ROWS, type PriceRow } from '@owo/contract/pricing';
import { formatDecimal } from '#lib/money';
import { Section } from '../components/section';

const naira = (minor: bigint) => formatDecimal(toMajorString(minor));

/** "{0} up to {1}" with the row's amounts formatted in naira. */
const priceText = (row: PriceRow) =>
  row.price.replace(/\{(\d+)\}/g, (_, i) => naira(row.amountsMinor[Number(i)] ?? 0n));

/** Owo's fees, from the same table the API charges (packages/contract/src/pricing.ts). */
export function FeesTable() {
  return (
    <Section labelledBy="fees-title">
      <h2 id="fees-title" className="mb-2 text-3xl font-bold text-ink">
        Fees
      </h2>
      <p className="mb-6 text-lg text-muted">
        No monthly fee, no account fee, nothing to receive money. You see the fee and the total before you
        confirm with your PIN.
      </p>
      <ul className="space-y-3 md:hidden" aria-label="Owo's fees">
        {PRICE_ROWS.map((row) => (
          <li key={row.service} className="rounded-2xl border border-gray-100 p-4">
            <p className="font-semibold text-ink">{row.service}</p>
            <p className="mt-1 text-muted">{priceText(row)}</p>
            {row.examples.length > 0 ? (
              <p className="mt-2 text-sm text-muted">
                For example:{' '}
                {row.examples.map((e) => `${naira(e.amountMinor)} costs ${naira(e.feeMinor)}`).join('; ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-gray-100 md:block">
        <table className="w-full text-left">
          <caption className="sr-only">Owo's fees</caption>
          <thead className="bg-brand-light text-sm text-ink">
            <tr>
              <th scope="col" className="p-4">
                Service
              </th>
              <th scope="col" className="p-4">
                Fee
              </th>
              <th scope="col" className="p-4">
                For example
              </th>
            </tr>
          </thead>
          <tbody className="text-muted">
            {PRICE_ROWS.map((row) => (
              <tr key={row.service} className="border-t border-gray-100 align-top" data-quote={row.quote}>
                <th scope="row" className="p-4 font-semibold text-ink">
                  {row.service}
                </th>
                <td className="p-4">{priceText(row)}</td>
                <td className="p-4">
                  {row.examples.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="space-y-1">
                      {row.examples.map((e) => (
                        <li
                          key={String(e.amountMinor)}
                          data-amount-minor={String(e.amountMinor)}
                          data-fee-minor={String(e.feeMinor)}
                        >
                          Send {naira(e.amountMinor)}: fee {naira(e.feeMinor)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** The CBN KYC tiers' limits, from the table the money core enforces. */
export function LimitsTable() {
  return (
    <Section tone="green" labelledBy="limits-title">
      <h2 id="limits-title" className="mb-2 text-3xl font-bold text-ink">
        Limits
      </h2>
      <p className="mb-6 text-lg text-muted">
        Set by your verification tier, as the CBN requires. Verify your identity with your BVN and an ID
        document in the app to move to Tier 3. You can set a lower daily limit of your own, and the first
        hours on a new phone carry a smaller limit to protect you if it was not you.
      </p>
      <ul className="space-y-3 md:hidden" aria-label="Limits by verification tier">
        {LIMIT_ROWS.map((row) => (
          <li key={row.tier} className="rounded-2xl border border-gray-100 bg-white p-4">
            <p className="font-semibold text-ink">{row.tier}</p>
            <p className="text-sm text-muted">{row.who}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted">
              <dt>Per transfer</dt>
              <dd className="text-ink">{naira(row.perTransferMinor)}</dd>
              <dt>Per day</dt>
              <dd className="text-ink">{naira(row.dailyMinor)}</dd>
              <dt>Balance</dt>
              <dd className="text-ink">
                {row.maxBalanceMinor === null ? 'No limit' : `Up to ${naira(row.maxBalanceMinor)}`}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-gray-100 bg-white md:block">
        <table className="w-full text-left">
          <caption className="sr-only">Limits by verification tier</caption>
          <thead className="text-sm text-ink">
            <tr>
              <th scope="col" className="p-4">
                Tier
              </th>
              <th scope="col" className="p-4">
                Per transfer
              </th>
              <th scope="col" className="p-4">
                Per day
              </th>
              <th scope="col" className="p-4">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="text-muted">
            {LIMIT_ROWS.map((row) => (
              <tr key={row.tier} className="border-t border-gray-100 align-top">
                <th scope="row" className="p-4 text-ink">
                  <span className="font-semibold">{row.tier}</span>
                  <span className="block text-sm font-normal text-muted">{row.who}</span>
                </th>
                <td className="p-4">{naira(row.perTransferMinor)}</td>
                <td className="p-4">{naira(row.dailyMinor)}</td>
                <td className="p-4">
                  {row.maxBalanceMinor === null ? 'No limit' : `Up to ${naira(row.maxBalanceMinor)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

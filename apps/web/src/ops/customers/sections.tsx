import type { CustomerPage } from '@owo/contract/ops-customers';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CASE_REASON, FIELD_LABEL, KYC_LABEL, money, when } from './format';

// The parts of a customer's page in the console. Each is a titled panel; the page composes them.

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-h`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-gray-600">{k}</dt>
          <dd className="min-w-0 break-words">{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfilePanel({ p }: { p: CustomerPage }) {
  const u = p.profile;
  return (
    <Panel title="Profile">
      <Facts
        items={[
          ['Type', u.type === 'business' ? 'Business' : 'Personal'],
          ['Phone', u.phone],
          ['E-mail', u.email],
          ['Date of birth', u.dob],
          ['Address', u.address],
          ...(u.type === 'business'
            ? ([['RC number', u.registration_number]] as Array<[string, ReactNode]>)
            : []),
          ['Customer since', when(u.created_at)],
          [
            'Transaction PIN',
            u.pin_set ? (u.pin_locked_until ? `Locked until ${when(u.pin_locked_until)}` : 'Set') : 'Not set',
          ],
          ['Sign-in', u.login_locked_until ? `Locked until ${when(u.login_locked_until)}` : 'Open'],
          [
            'Own freeze',
            u.frozen_by_customer_at ? `Frozen by the customer ${when(u.frozen_by_customer_at)}` : 'No',
          ],
        ]}
      />
      {p.masked && (
        <p className="mt-3 text-xs text-gray-600">
          Phone, e-mail, birth date and address are masked for your role.
        </p>
      )}
    </Panel>
  );
}

export function KycPanel({ p }: { p: CustomerPage }) {
  const k = p.kyc;
  return (
    <Panel title="Identity (KYC)">
      <Facts
        items={[
          ['Status', `${KYC_LABEL[k.status]} · tier ${k.tier}`],
          ['Submitted', when(k.submitted_at)],
          ['Verified', when(k.verified_at)],
          ...k.submissions
            .slice(0, 1)
            .map(
              (s) =>
                ['BVN / document', `${s.bvn} · ${s.document_type} ${s.document_number}`] as [
                  string,
                  ReactNode,
                ],
            ),
        ]}
      />
      {k.cases.length > 0 && (
        <div className="mt-4 space-y-3">
          <h3 className="text-sm font-semibold">Checks that did not pass</h3>
          {k.cases.map((c) => (
            <div key={c.id} className="rounded-md border border-gray-200 p-3 text-sm">
              <p>
                <strong>{CASE_REASON[c.reason] ?? c.reason}</strong> · {when(c.created_at)} ·{' '}
                {c.status === 'open' ? 'Waiting' : `${c.decision ?? 'closed'} by ${c.decided_by ?? '—'}`}
              </p>
              <Comparison entered={c.entered} record={c.record} mismatched={c.mismatched} />
              {c.decision_reason && <p className="mt-1 text-gray-700">Reason: {c.decision_reason}</p>}
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}

type Identity = CustomerPage['kyc']['cases'][number]['entered'];

/** The customer's entries beside the BVN record, the fields that differ marked. */
export function Comparison({
  entered,
  record,
  mismatched,
}: {
  entered: Identity;
  record: Identity | null;
  mismatched: string[];
}) {
  const fields = ['firstname', 'middlename', 'lastname', 'dob'] as const;
  return (
    <table className="mt-2 w-full max-w-2xl text-left text-sm">
      <thead className="text-gray-600">
        <tr>
          <th className="py-1 pr-2 font-medium">Field</th>
          <th className="py-1 pr-2 font-medium">Customer typed</th>
          <th className="py-1 font-medium">BVN record</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => {
          const differs = mismatched.includes(f);
          return (
            <tr key={f} className={differs ? 'bg-red-50 text-red-900' : undefined}>
              <th scope="row" className="py-1 pr-2 font-normal text-gray-700">
                {FIELD_LABEL[f]}
                {differs && <span className="text-xs font-semibold"> (differs)</span>}
              </th>
              <td className="py-1 pr-2 whitespace-nowrap">{entered[f] ?? '—'}</td>
              <td className="py-1 whitespace-nowrap">{record ? (record[f] ?? '—') : 'Not on file'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function MoneyPanel({ p }: { p: CustomerPage }) {
  const l = p.limits;
  return (
    <Panel title="Accounts and limits">
      <ul className="mb-4 space-y-2 text-sm">
        {p.accounts.map((a) => (
          <li key={a.uuid} className="flex flex-wrap justify-between gap-2">
            <span>
              <span className="font-mono">{a.account_number ?? '—'}</span> · {a.currency} · {a.name}
            </span>
            <strong>{money(a.balance_minor, a.currency)}</strong>
          </li>
        ))}
        {p.cards.map((c) => (
          <li key={c.uuid} className="flex flex-wrap justify-between gap-2">
            <span>
              Virtual card •••• {c.last4} · {c.status}
            </span>
            <strong>{money(c.balance_minor, c.currency)}</strong>
          </li>
        ))}
      </ul>
      <Facts
        items={[
          ['Tier', String(l.tier)],
          ['Per transfer', money(l.per_transfer_minor)],
          ['Daily (tier)', money(l.daily_tier_minor)],
          ['Own daily limit', l.daily_own_minor ? money(l.daily_own_minor) : 'None set'],
          ['Spent today', `${money(l.spent_today_minor)} of ${money(l.daily_effective_minor)}`],
          ['Balance cap', l.max_balance_minor ? money(l.max_balance_minor) : 'None'],
          [
            'New-device cap',
            l.new_device_cap
              ? `${money(l.new_device_cap.left_minor)} left of ${money(l.new_device_cap.limit_minor)} until ${when(l.new_device_cap.lifts_at)}`
              : 'Not in force',
          ],
        ]}
      />
    </Panel>
  );
}

export function DevicesPanel({ p }: { p: CustomerPage }) {
  return (
    <Panel title="Devices and sessions">
      <ul className="space-y-2 text-sm">
        {p.devices.map((d) => (
          <li key={d.uuid}>
            <strong>{d.label}</strong> {d.trusted ? '· trusted' : ''}
            {d.signed_out_at ? ` · signed out ${when(d.signed_out_at)}` : ''}
            <br />
            <span className="text-gray-600">
              First seen {when(d.first_seen_at)} · last seen {when(d.last_seen_at)}
            </span>
          </li>
        ))}
        {p.devices.length === 0 && <li className="text-gray-600">No device yet.</li>}
      </ul>
      <p className="mt-3 text-sm text-gray-700">
        {p.sessions.length} live {p.sessions.length === 1 ? 'session' : 'sessions'}
        {p.sessions[0]
          ? `, latest ${when(p.sessions[0].created_at)} on ${p.sessions[0].device ?? 'an unknown device'}`
          : ''}
      </p>
    </Panel>
  );
}

const STATUS_STYLE: Record<string, string> = {
  successful: 'text-green-800',
  pending: 'text-amber-700',
  failed: 'text-red-700',
  reversed: 'text-red-700',
};

/** The latest transactions, each opening to its reference and timeline; a debit links to a refund proposal. */
export function TransactionsPanel({ p, canRefund }: { p: CustomerPage; canRefund: boolean }) {
  return (
    <Panel title="Recent transactions">
      {p.transactions.length === 0 && <p className="text-sm text-gray-600">No transactions yet.</p>}
      <ul className="divide-y divide-gray-100">
        {p.transactions.map((t) => (
          <li key={t.uuid} className="py-2 text-sm">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                {/* The movement's one description: what the customer reads on their phone. */}
                <span>
                  <strong>
                    {t.direction === 'debit' ? '−' : '+'}
                    {t.description.total}
                  </strong>{' '}
                  {t.description.title} ·{' '}
                  <span className={STATUS_STYLE[t.status]}>{t.description.status_label}</span>
                </span>
                <span className="text-gray-600">{when(t.created_at)}</span>
              </summary>
              <div className="mt-2 rounded-md bg-gray-50 p-3">
                <p className="font-mono text-xs break-all">{t.reference}</p>
                <p className="text-gray-700">
                  {t.rail} · fee {money(t.fee_minor, t.currency)}
                  {t.narration ? ` · “${t.narration}”` : ''}
                </p>
                <ol className="mt-2 space-y-1">
                  {t.timeline.map((s) => (
                    <li key={s.step} className={s.at ? undefined : 'text-gray-500'}>
                      {s.at ? '●' : '○'} {s.label}
                      {s.at ? ` · ${when(s.at)}` : ''}
                      {s.detail ? ` · ${s.detail}` : ''}
                    </li>
                  ))}
                </ol>
                {canRefund && t.direction === 'debit' && (
                  <Link
                    to={`/ops/refunds?transaction=${encodeURIComponent(t.reference)}`}
                    className="mt-2 inline-block text-green-800 underline"
                  >
                    Propose refund
                  </Link>
                )}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

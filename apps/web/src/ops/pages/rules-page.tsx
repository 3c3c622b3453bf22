import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { opsCall } from '../api';
import { when } from '../customers/format';
import { ParamsList, type Rule, SeverityBadge } from '../monitoring/parts';
import { ProposalDecision } from '../monitoring/rule-decision';
import { RuleForm } from '../monitoring/rule-form';
import { useOps } from '../session';
import { OpsHeader } from '../ui';
import { secondaryButton } from './money-parts';

/**
 * The monitoring rules in force, each with its version, whether it is on, its severity, its action and its
 * parameters. A change is a whole new version proposed by one compliance officer, in force only once a second
 * approves it (the database refuses the proposer as approver).
 */
export default function RulesPage() {
  const list = useQuery({
    queryKey: ['ops', 'monitoring', 'rules'],
    queryFn: () => opsCall<Rule[]>('GET', '/ops/monitoring/rules'),
  });
  return (
    <>
      <OpsHeader title="Rules" />
      <p className="mb-4 max-w-3xl text-sm text-gray-700">
        Rules run on every movement after it is committed, off the send&rsquo;s path. A hold rule keeps an
        external send in Owo until compliance decides. Changes take effect only once a second compliance
        officer approves them.
      </p>
      {list.isError && (
        <p role="alert" className="text-red-700">
          Could not load the rules. {list.error.message}
        </p>
      )}
      <ul className="space-y-4">
        {list.data?.map((r) => (
          <li key={r.code}>
            <RuleCard rule={r} />
          </li>
        ))}
      </ul>
    </>
  );
}

function RuleCard({ rule: r }: { rule: Rule }) {
  const ops = useOps();
  const [editing, setEditing] = useState(false);
  const a = r.active;
  const headingId = `rule-${r.code}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {r.name}{' '}
          <span className="text-sm font-normal text-gray-600">
            {r.code} · version {a.version}
          </span>
        </h2>
        <p className="flex items-center gap-2 text-sm">
          <span className={a.enabled ? 'font-semibold text-green-800' : 'font-semibold text-gray-600'}>
            {a.enabled ? 'On' : 'Off'}
          </span>
          · {a.action === 'hold' ? 'Holds for review' : 'Alerts'} ·
          <SeverityBadge severity={a.severity} />
        </p>
      </div>
      <p className="mb-3 text-sm text-gray-700">{r.description}</p>
      <ParamsList params={a.params} />
      <p className="mt-2 text-xs text-gray-600">
        In force since {when(a.decided_at)}
        {a.proposed_by_email
          ? ` · proposed by ${a.proposed_by_email}, approved by ${a.decided_by_email}`
          : ''}{' '}
        · {a.reason}
      </p>
      {r.proposed ? (
        <Proposed rule={r} mine={r.proposed.proposed_by === ops.staff.uuid} />
      ) : (
        ops.can('rules.propose') &&
        (editing ? (
          <RuleForm rule={r} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setEditing(true)}>
            Propose a change
          </button>
        ))
      )}
    </article>
  );
}

function Proposed({ rule: r, mine }: { rule: Rule; mine: boolean }) {
  const ops = useOps();
  const p = r.proposed!;
  return (
    <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3">
      <h3 className="text-sm font-semibold">
        Version {p.version} waits for approval: {p.enabled ? 'on' : 'off'} ·{' '}
        {p.action === 'hold' ? 'holds for review' : 'alerts'} · {p.severity}
      </h3>
      <div className="mt-2">
        <ParamsList params={p.params} />
      </div>
      <p className="mt-2 text-sm">
        <span className="font-semibold">Why: </span>
        {p.reason} · proposed {when(p.proposed_at)}
        {mine ? ' by you' : ` by ${p.proposed_by_email}`}
      </p>
      {mine ? (
        <p className="mt-2 text-sm text-gray-800">
          You proposed this change: a second compliance officer must approve it before it takes effect.
        </p>
      ) : (
        ops.can('rules.approve') && <ProposalDecision code={r.code} version={p.version} />
      )}
    </div>
  );
}

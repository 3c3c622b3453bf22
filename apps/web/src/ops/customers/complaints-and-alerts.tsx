import type { CustomerPage } from '@owo/contract/ops-customers';
import { Link } from 'react-router';
import { cn } from '#lib/cn';
import { timeLeftText, urgencyText } from '../complaints/clock';
import { when } from './format';
import { Panel } from './sections';

type Complaint = NonNullable<CustomerPage['complaints']>[number];

/** "Overdue by 5 h", "2 d 3 h left": the CBN clock as the database measured it when the page was read. */
function timeLeft(c: Complaint): { text: string; tone: string } {
  if (c.urgency === 'resolved')
    return { text: `Resolved ${when(c.resolved_at)}`, tone: urgencyText.resolved };
  return { text: timeLeftText(c), tone: urgencyText[c.urgency] };
}

/** The customer's complaints with the time left to answer each; each opens in the complaints desk. */
export function ComplaintsPanel({ complaints }: { complaints: Complaint[] }) {
  return (
    <Panel title="Complaints">
      {complaints.length === 0 && <p className="text-sm text-gray-600">No complaints.</p>}
      <ul className="space-y-2 text-sm">
        {complaints.map((c) => {
          const left = timeLeft(c);
          return (
            <li key={c.id} className="flex flex-wrap justify-between gap-2">
              <span>
                <Link to={`/ops/complaints/${c.id}`} className="font-mono text-green-800 underline">
                  {c.tracking_number}
                </Link>{' '}
                · {c.category.replaceAll('_', ' ')} · {c.status}
              </span>
              <span className={cn(left.tone)}>{left.text}</span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

type Alert = NonNullable<CustomerPage['alerts']>[number];

/** The customer's monitoring alerts: which rule, how serious, what it did, and whether the case is open. */
export function AlertsPanel({ alerts }: { alerts: Alert[] }) {
  return (
    <Panel title="Monitoring alerts">
      {alerts.length === 0 && <p className="text-sm text-gray-600">No alerts.</p>}
      <ul className="space-y-2 text-sm">
        {alerts.map((a) => (
          <li key={a.id}>
            <strong>{a.rule}</strong> · {a.severity} · {a.action === 'hold' ? 'held' : 'alerted'}
            {a.transaction_reference ? (
              <span className="font-mono text-xs"> · {a.transaction_reference}</span>
            ) : (
              ` · ${a.subject}`
            )}
            <br />
            <Link
              to={`/ops/cases/${a.case}`}
              className={cn('underline', a.case_status === 'open' ? 'text-amber-800' : 'text-gray-600')}
            >
              Case {a.case_status}
            </Link>{' '}
            <span className="text-gray-600">· {when(a.created_at)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

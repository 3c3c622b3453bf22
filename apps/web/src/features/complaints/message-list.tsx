import { lagosTime } from '@owo/contract/lagos-time';
import { cn } from '#lib/cn';
import type { ComplaintMessageItem } from './api/complaints';
import { outcomeLabel } from './complaint-status';

/** The conversation, oldest first: the customer's messages on the right, Owo Support's on the left. */
export function MessageList({ messages }: { messages: ComplaintMessageItem[] }) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {messages.map((m) => (
        <MessageBubble key={m.id} message={m} />
      ))}
    </ol>
  );
}

function MessageBubble({ message: m }: { message: ComplaintMessageItem }) {
  const mine = m.author === 'customer';
  const who = mine ? 'You' : 'Owo Support';
  const note =
    m.kind === 'reopen'
      ? 'reopened the complaint'
      : m.kind === 'resolution' && m.outcome
        ? `resolved it: ${outcomeLabel(m.outcome)}`
        : null;
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <p className="px-1 text-xs text-muted">
        <span className="font-semibold text-ink">{who}</span>
        {note ? ` ${note}` : ''} · <time dateTime={m.created_at}>{lagosTime(m.created_at)}</time>
      </p>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 break-words whitespace-pre-wrap',
          mine
            ? 'rounded-br-sm bg-brand text-white'
            : m.kind === 'resolution'
              ? 'rounded-bl-sm bg-brand-light text-ink ring-1 ring-brand/40'
              : 'rounded-bl-sm bg-white text-ink ring-1 ring-gray-200',
        )}
      >
        {m.body}
      </p>
    </li>
  );
}

import type { ReplyData } from '@owo/contract/common';
import { COMPLAINT_OUTCOME_LABELS, type opsComplaintReply } from '@owo/contract/complaints';
import { cn } from '#lib/cn';
import { lagos } from './clock';

export type OpsConversation = ReplyData<typeof opsComplaintReply>;
type Message = OpsConversation['messages'][number];

/** The conversation as staff read it: the customer on the left, staff (with who wrote) on the right. */
export function Conversation({ messages }: { messages: Message[] }) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {messages.map((m) => {
        const staff = m.author === 'owo';
        const who = staff ? (m.staff_email ?? 'Staff') : 'Customer';
        const note =
          m.kind === 'reopen'
            ? ' reopened the complaint'
            : m.kind === 'resolution' && m.outcome
              ? ` resolved it: ${COMPLAINT_OUTCOME_LABELS[m.outcome]}`
              : '';
        return (
          <li key={m.id} className={cn('flex flex-col gap-1', staff ? 'items-end' : 'items-start')}>
            <p className="text-xs text-gray-600">
              <span className="font-semibold text-gray-900">{who}</span>
              {note} · {lagos(m.created_at)}
            </p>
            <p
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 break-words whitespace-pre-wrap',
                staff ? 'bg-green-50 ring-1 ring-green-200' : 'bg-white ring-1 ring-gray-300',
                m.kind === 'resolution' && 'ring-2 ring-green-700',
              )}
            >
              {m.body}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

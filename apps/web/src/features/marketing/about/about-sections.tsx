import type { ReactNode } from 'react';
import { buttonClasses } from '#ui/button-styles';
import { InfoCard, Section } from '../components/section';

/** A public page's heading (the spec's title) and what the page is about. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section tone="green" labelledBy="page-title">
      <h1 id="page-title" className="text-4xl font-bold text-ink md:text-5xl">
        {title}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{children}</p>
    </Section>
  );
}

const FEATURES: Array<{ title: string; text: string; business?: boolean }> = [
  {
    title: 'A free account in minutes',
    text: 'Sign up with a Nigerian phone number and a code by SMS. Your Owo account number can receive transfers from any bank at once.',
  },
  {
    title: 'Send four ways',
    text: 'To another Owo account (free and instant), to any Nigerian bank, to an eNaira wallet by its alias, to a US bank account by ACH or domestic wire, and to mobile money in Ghana.',
  },
  {
    title: 'Fees before you pay',
    text: 'The fee, the total and the name of the person you pay are shown before you confirm with your 4-digit PIN.',
  },
  {
    title: 'Bills',
    text: 'Airtime and data for every network, electricity tokens and cable TV, with the token on your receipt.',
  },
  {
    title: 'A dollar card',
    text: 'A virtual dollar Visa debit card for paying online, funded from your naira balance at the rate shown.',
  },
  {
    title: 'Alerts and receipts',
    text: 'An SMS, e-mail and in-app alert for every debit and credit, and a receipt anyone can check on Owo’s own page.',
  },
  {
    title: 'Statements and insights',
    text: 'Statements as PDF or CSV for any period, with a code a bank or landlord can verify, and where your money went each month.',
  },
  {
    title: 'Payment links and QR posters',
    text: 'Share a link or print a QR poster; customers pay you by transfer, even without an Owo account.',
    business: true,
  },
  {
    title: 'Bulk payouts',
    text: 'Upload a CSV to pay hundreds of accounts at once, confirmed once with your PIN, with a result for every row.',
    business: true,
  },
  {
    title: 'Teams with approvals',
    text: 'Add staff with roles; one prepares a payment, another approves it, and every step is on the record.',
    business: true,
  },
  {
    title: 'Build on Owo',
    text: 'API keys and signed webhooks let your own systems create payment links and hear about money as it arrives.',
    business: true,
  },
  {
    title: 'Your account, your rules',
    text: 'See the devices signed in, set your own daily limit, and freeze outgoing money in one tap.',
  },
];

/** What Owo does today, card by card. */
export function FeatureGrid({ compact = false }: { compact?: boolean }) {
  const shown = compact ? FEATURES.slice(0, 6) : FEATURES;
  return (
    <Section labelledBy="features-list">
      <h2 id="features-list" className="sr-only">
        What Owo does
      </h2>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((f) => (
          <InfoCard key={f.title} title={f.title}>
            <p>{f.text}</p>
            {f.business ? (
              <p className="mt-2 text-sm font-semibold text-accent-ink">For business accounts</p>
            ) : null}
          </InfoCard>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <a href="/signup" className={buttonClasses('green', 'small')}>
          Create an account
        </a>
        <a href="/pricing" className={buttonClasses('white', 'small')}>
          See the fees
        </a>
      </div>
    </Section>
  );
}

const STEPS: Array<{ title: string; text: string }> = [
  {
    title: 'Sign up with your phone number',
    text: 'Enter a Nigerian mobile number, type the 4-digit code we text you, and choose a password. Personal or business, it is free.',
  },
  {
    title: 'Set your transaction PIN',
    text: 'Four digits that only you know. Every payment asks for it; a few wrong tries lock payments for a while.',
  },
  {
    title: 'Verify your identity',
    text: 'Give your BVN and an ID document (NIN slip, passport, driver’s licence or voter’s card). We check them against the BVN record and raise your limits to Tier 3.',
  },
  {
    title: 'Add money',
    text: 'Transfer from any bank to your Owo account number. The money arrives in seconds, with an alert.',
  },
  {
    title: 'Send and pay',
    text: 'Pick who to pay, type the amount, check the fee, total and name, and confirm with your PIN. You get a receipt and an alert; a send that is still on its way says so until it arrives.',
  },
];

/** Five steps from a phone number to a first transfer. */
export function HowSteps() {
  return (
    <Section labelledBy="how-steps">
      <h2 id="how-steps" className="sr-only">
        The steps
      </h2>
      <ol className="grid gap-6 md:grid-cols-2">
        {STEPS.map((s, i) => (
          <li key={s.title} className="flex gap-4 rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-light font-bold text-ink"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="text-xl font-bold text-ink">{s.title}</h3>
              <p className="mt-2 text-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const SAFETY: Array<{ title: string; text: string }> = [
  {
    title: 'Every kobo on a double-entry ledger',
    text: 'Every movement is a balanced journal entry, checked continuously; your balance is what the ledger says, never a number kept on the side.',
  },
  {
    title: 'Your PIN, your password, your device',
    text: 'Passwords are stored with argon2id, PINs are never stored in the clear, and a new phone starts with a lower limit.',
  },
  {
    title: 'People who answer',
    text: 'Support by e-mail and phone, and a complaint about a transfer gets a tracking number and an answer within the time the CBN sets.',
  },
  {
    title: 'What we do not do',
    text: 'Owo does not lend money, sell POS terminals or pay cashback. When that changes, this page will say so.',
  },
];

/** How Owo keeps money and people safe, and what it does not offer. */
export function SafetyList() {
  return (
    <Section labelledBy="safety">
      <h2 id="safety" className="mb-8 text-3xl font-bold text-ink">
        How we look after your money
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {SAFETY.map((s) => (
          <InfoCard key={s.title} title={s.title}>
            <p>{s.text}</p>
          </InfoCard>
        ))}
      </div>
    </Section>
  );
}

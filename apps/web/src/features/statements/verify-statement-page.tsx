import { type PublicStatement, statementMessages } from '@owo/contract/statements';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTag } from '#lib/head';
import { formatDecimal } from '#lib/money';
import { Logo } from '#ui/logo';
import { Spinner } from '#ui/spinner';

// The public page behind a statement's QR code (/s/{code}): no login. It shows what the statement said when
// it was issued, so whoever holds a copy (a bank, an embassy, a landlord) can tell a forged one.

type Outcome =
  | { kind: 'loading' }
  | { kind: 'found'; statement: PublicStatement }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

const NETWORK_MESSAGE = 'check your internet connection';

const lagos = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});

async function fetchStatement(code: string, signal: AbortSignal): Promise<Outcome> {
  let res: Response;
  try {
    res = await fetch(`/api/public/statements/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
  if (res.status === 404) return { kind: 'missing' };
  const body = (await res.json().catch(() => null)) as { data?: PublicStatement; message?: string } | null;
  if (!res.ok || !body?.data) return { kind: 'error', message: body?.message ?? NETWORK_MESSAGE };
  return { kind: 'found', statement: body.data };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function Details({ s }: { s: PublicStatement }) {
  return (
    <section
      aria-labelledby="statement-state"
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <p
        id="statement-state"
        className="self-center rounded-full bg-brand-light px-4 py-1 text-lg font-bold text-brand-dark ring-1 ring-brand/30"
      >
        Issued by Owo
      </p>
      <p className="text-center text-sm text-muted">
        A genuine statement shows exactly these figures. If your copy differs, it was changed after it was
        issued.
      </p>
      <dl className="divide-y divide-gray-100 text-sm">
        <Row label="Account">
          {s.account} · {s.bank_name}
        </Row>
        <Row label="Period">
          {s.from} to {s.to}
        </Row>
        <Row label="Opening balance">{formatDecimal(s.opening_balance, s.currency)}</Row>
        <Row label="Closing balance">{formatDecimal(s.closing_balance, s.currency)}</Row>
        <Row label="Lines">{s.lines.toLocaleString('en-NG')}</Row>
        <Row label="Issued">{lagos.format(new Date(s.issued_at))} WAT</Row>
      </dl>
      <div className="text-sm">
        <p className="text-muted">SHA-256 of the PDF as issued</p>
        <p className="mt-1 break-all rounded-lg bg-gray-50 p-2 font-mono text-xs text-ink">{s.sha256}</p>
        <p className="mt-2 text-xs text-muted">
          To check a file: <code className="font-mono">sha256sum statement.pdf</code> (Linux),{' '}
          <code className="font-mono">shasum -a 256 statement.pdf</code> (macOS) or{' '}
          <code className="font-mono">certutil -hashfile statement.pdf SHA256</code> (Windows) must print
          this.
        </p>
      </div>
    </section>
  );
}

export default function VerifyStatementPage() {
  const { code = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setOutcome({ kind: 'loading' });
    fetchStatement(code, controller.signal).then(setOutcome, () => {});
    return () => controller.abort();
  }, [code]);

  return (
    <div className="min-h-dvh bg-gray-50 px-4 py-6">
      <PageTag tag="Verify a statement" />
      <meta name="robots" content="noindex, nofollow" />
      <main className="mx-auto flex max-w-md flex-col gap-5">
        <Link to="/" aria-label="Owo home" className="self-start">
          <Logo />
        </Link>
        <h1 className="text-2xl font-bold text-ink">Statement check</h1>
        {outcome.kind === 'loading' ? (
          <Spinner label="Checking the statement" className="size-8 text-brand" />
        ) : outcome.kind === 'missing' ? (
          <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" role="alert">
            <h2 className="text-lg font-bold text-danger">{statementMessages.notFound}</h2>
            <p className="mt-2 text-sm text-muted">
              Check that the link or QR code is complete. A statement that cannot be found here was not issued
              by Owo.
            </p>
          </section>
        ) : outcome.kind === 'error' ? (
          <p className="rounded-xl bg-red-50 p-4 text-danger" role="alert">
            {outcome.message}
          </p>
        ) : (
          <Details s={outcome.statement} />
        )}
      </main>
    </div>
  );
}

import { lagosTime } from '@owo/contract/lagos-time';
import { type PublicStatement, statementMessages } from '@owo/contract/statements';
import { useParams } from 'react-router';
import { usePublicLookup } from '#lib/public-lookup';
import { PublicCheckPage } from '#ui/public-check-page';

// The public page behind a statement's QR code (/s/{code}): no login. It shows what the statement said when
// it was issued, so whoever holds a copy (a bank, an embassy, a landlord) can tell a forged one.

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
        <Row label="Lines">{s.lines.toLocaleString('en-NG')}</Row>
        <Row label="Issued">{lagosTime(s.issued_at)}</Row>
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
  const lookup = usePublicLookup<PublicStatement>(`/api/public/statements/${encodeURIComponent(code)}`);
  return (
    <PublicCheckPage
      tag="Verify a statement"
      title="Statement check"
      loadingLabel="Checking the statement"
      notFound={statementMessages.notFound}
      notFoundHint="Check that the link or QR code is complete. A statement that cannot be found here was not issued by Owo."
      lookup={lookup}
    >
      {(statement) => <Details s={statement} />}
    </PublicCheckPage>
  );
}

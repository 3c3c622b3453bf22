import { type PublicPaymentLink, paymentLinkMessages } from '@owo/contract/payment-links';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '#lib/api/api-error';
import { PageTag } from '#lib/head';
import { formatMoney } from '#lib/money';
import { Logo } from '#ui/logo';
import { Spinner } from '#ui/spinner';
import { getPublicPaymentLink } from './api/public-payment-link';
import { PayByTransfer } from './pay-by-transfer';
import { PayWithOwo } from './pay-with-owo';
import { PaymentReceived } from './payment-received';
import { usePaymentWatch } from './use-payment-watch';

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; link: PublicPaymentLink };

/** What the page says of a link that takes no payment: the words the API refuses a payment with. */
const closedText: Record<Exclude<PublicPaymentLink['status'], 'active'>, string> = {
  paid: paymentLinkMessages.alreadyPaid,
  expired: paymentLinkMessages.expired,
  deactivated: paymentLinkMessages.inactive,
};

/** Search engines must not index anyone's payment page. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** `/pay/{slug}`: the public page of a payment link. No login needed to see it or to pay by transfer. */
export function PayPage({ slug }: { slug: string }) {
  useNoIndex();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchLink = useCallback(
    (signal?: AbortSignal) =>
      getPublicPaymentLink(slug, signal).then(
        (data) => setLoad({ state: 'ready', link: data.link }),
        (error) => {
          if (signal?.aborted) return;
          setLoad(isApiError(error) && error.httpStatus === 404 ? { state: 'missing' } : { state: 'failed' });
        },
      ),
    [slug],
  );
  useEffect(() => {
    const controller = new AbortController();
    void fetchLink(controller.signal);
    return () => controller.abort();
  }, [fetchLink]);

  return (
    <div className="flex min-h-screen flex-col bg-brand-light">
      <PageTag tag="Pay" />
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between px-4 py-4">
        <Link to="/" aria-label="Owo home" className="rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-3 pb-10 sm:px-4">
        <div className="w-full max-w-md rounded-2xl bg-white p-5 shadow-sm sm:p-8">
          {load.state === 'loading' ? (
            <Spinner label="Loading payment link" className="size-8 text-brand" />
          ) : null}
          {load.state === 'missing' ? (
            <>
              <h1 className="text-2xl font-bold text-ink">Payment link not found</h1>
              <p className="mt-2 text-muted">
                Check the link you were given, or ask the business for a new one.
              </p>
            </>
          ) : null}
          {load.state === 'failed' ? (
            <>
              <h1 className="text-2xl font-bold text-ink">We could not load this payment link</h1>
              <p className="mt-2 text-muted">Check your internet connection, then try again.</p>
              <button
                type="button"
                onClick={() => void fetchLink()}
                className="mt-4 font-semibold text-brand underline"
              >
                Try again
              </button>
            </>
          ) : null}
          {load.state === 'ready' ? <LinkDetails link={load.link} /> : null}
        </div>
      </main>
    </div>
  );
}

function LinkDetails({ link }: { link: PublicPaymentLink }) {
  // The payer's own transfer, once it lands: confirmed here, never answered with "already paid".
  const payments = usePaymentWatch(link);
  const received = payments.length > 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="text-center">
        <p className="text-sm font-semibold text-muted uppercase">Pay</p>
        <h1 className="text-2xl font-bold break-words text-ink">{link.payee_name}</h1>
        <p className="mt-1 break-words text-muted">{link.description}</p>
        <p className="mt-3 text-3xl font-extrabold text-ink" data-testid="pay-amount">
          {link.amount === null ? 'Any amount' : formatMoney(link.amount)}
        </p>
      </div>
      <div role="status" aria-live="polite">
        {received ? <PaymentReceived payments={payments} payeeName={link.payee_name} /> : null}
      </div>
      {received && (link.single_use || link.amount !== null) ? null : link.status !== 'active' ? (
        <p role="alert" className="rounded-lg bg-gray-100 p-4 text-center font-semibold text-ink">
          {closedText[link.status]}
        </p>
      ) : (
        <>
          <section aria-labelledby="pay-owo" className="flex flex-col gap-3">
            <h2 id="pay-owo" className="text-lg font-bold text-ink">
              Pay with Owo
            </h2>
            <PayWithOwo link={link} />
          </section>
          <section aria-labelledby="pay-bank" className="flex flex-col gap-3 border-t border-gray-200 pt-5">
            <h2 id="pay-bank" className="text-lg font-bold text-ink">
              Pay by bank transfer
            </h2>
            <PayByTransfer link={link} />
          </section>
        </>
      )}
    </div>
  );
}

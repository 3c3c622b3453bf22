import { useNavigate } from 'react-router';
import phoneWallet from '#assets/illustrations/phone-wallet.svg';
import { Illustration } from '#features/marketing/components/section';
import { buttonClasses } from '#ui/button-styles';

/**
 * The home hero. The phone box makes no call: Create wallet carries the number into /signup?phone=…, where
 * the phone step starts with it (a plain GET form, so it works before the page's script has run).
 */
export function HomeHero() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="home-title" className="bg-brand-light">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        <div className="flex flex-col gap-5">
          <p className="w-fit rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand">
            Trusted by over 10,000 businesses
          </p>
          <h1 id="home-title" className="text-4xl leading-tight font-extrabold text-ink md:text-6xl">
            Mobile Money for your Business
          </h1>
          <p className="text-lg text-muted">
            Collect payments, pay suppliers and send money home from one wallet. Open a free account in under
            five minutes, right from your phone.
          </p>
          <form
            method="get"
            action="/signup"
            onSubmit={(event) => {
              event.preventDefault();
              const phone = new FormData(event.currentTarget).get('phone')?.toString().trim();
              navigate(phone ? `/signup?phone=${encodeURIComponent(phone)}` : '/signup');
            }}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor="hero-phone" className="text-sm font-semibold text-ink">
                Phone number
              </label>
              <div className="flex min-h-12 items-center rounded-lg border border-gray-300 bg-white focus-within:border-brand">
                <span className="border-r border-gray-200 px-3 text-muted">+234</span>
                <input
                  id="hero-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="803 123 4567"
                  className="min-h-11 w-full rounded-r-lg px-3 text-base outline-none"
                />
              </div>
            </div>
            <button type="submit" className={buttonClasses('green', 'big', 'w-full sm:w-auto')}>
              Create wallet
            </button>
          </form>
        </div>
        <div className="flex justify-center">
          <Illustration
            src={phoneWallet}
            alt="The Owo app showing a wallet balance and a payment just received"
            width={400}
            height={400}
            eager
          />
        </div>
      </div>
    </section>
  );
}

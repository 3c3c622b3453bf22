import { Link } from 'react-router';
import { ctaMode } from '#config/cta';
import { useStoreUrl } from './use-store-url';

type CtaLinkProps = { className?: string; onClick?: () => void };

function StoreLink({ className, onClick, children }: CtaLinkProps & { children: string }) {
  const href = useStoreUrl();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-store-link=""
      className={className}
      onClick={onClick}
    >
      {children}
      <span className="sr-only"> (opens the app store in a new tab)</span>
    </a>
  );
}

/** Login: /login in Reading A, the app store in Reading B. */
export function LoginLink(props: CtaLinkProps) {
  if (ctaMode === 'stores') return <StoreLink {...props}>Login</StoreLink>;
  return (
    <Link to="/login" className={props.className} onClick={props.onClick}>
      Login
    </Link>
  );
}

/** Create an account: /signup in Reading A, the app store in Reading B. */
export function CreateAccountLink(props: CtaLinkProps) {
  if (ctaMode === 'stores') return <StoreLink {...props}>Create an account</StoreLink>;
  return (
    <Link to="/signup" className={props.className} onClick={props.onClick}>
      Create an account
    </Link>
  );
}

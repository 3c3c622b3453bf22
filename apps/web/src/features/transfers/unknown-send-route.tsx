import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';
import { FlowLayout } from '#ui/flow-layout';

/** /send/{anything else}: the fallback screen. */
export function UnknownSendRoute() {
  return (
    <FlowLayout logoTo="/dashboard">
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-bold text-ink">This transfer is not available</h1>
        <p className="text-muted">Choose eNaira, a bank account or mobile money from your dashboard.</p>
        <Link to="/dashboard" className={buttonClasses('green', 'small')}>
          Go to Dashboard
        </Link>
      </div>
    </FlowLayout>
  );
}

import type { User } from '@owo/contract/user';
import { formatDate } from './profile-format';

const kycNames: Record<User['kyc_status'], string> = {
  none: 'Not started',
  in_review: 'In review',
  verified: 'Verified',
  rejected: 'Not approved',
};

/** What Owo knows about the customer. */
export function ProfileDetails({ user }: { user: User }) {
  const fullName = [user.firstname, user.middlename, user.lastname].filter(Boolean).join(' ');
  const rows: Array<[string, string | null]> = [
    ['Name', fullName || user.name],
    ['Business name', user.business_name],
    ['Account type', user.type === 'business' ? 'Business' : 'Personal'],
    ['Phone', user.phone],
    ['Email', user.email],
    ['Date of birth', user.dob ? formatDate(user.dob) : null],
    ['Address', [user.address, user.city, user.state, user.country].filter(Boolean).join(', ') || null],
    ['Identity verification', kycNames[user.kyc_status]],
    ['Transaction PIN', user.has_pin ? 'Set' : 'Not set'],
  ];
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="mb-2 text-lg font-bold text-ink">
        Your details
      </h2>
      <dl className="divide-y divide-gray-100 text-sm">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold break-all text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

import debitCard from '#assets/illustrations/debit-card-small.svg';
import globe from '#assets/illustrations/globe-transfer.svg';
import { FeatureRow } from '#features/marketing/components/section';

export function BusinessDollarCard() {
  return (
    <FeatureRow
      id="card-dollar"
      eyebrow="Business dollar debit card"
      title="Pay in dollars without a domiciliary account"
      image={{ src: globe, alt: 'Card payments made around the world', width: 360, height: 288 }}
    >
      <p>
        Pay for software, ads and travel anywhere Visa is accepted. Fund the card from your naira wallet at
        the rate shown in the app, and give each team member a card with its own limit.
      </p>
    </FeatureRow>
  );
}

export function AtmWithdrawal() {
  return (
    <FeatureRow
      id="card-atm"
      eyebrow="ATM withdrawal"
      title="Cash when you need it"
      image={{ src: debitCard, alt: 'An Owo debit card', width: 240, height: 240 }}
      tone="green"
      reverse
    >
      <p>
        Withdraw cash at any ATM in Nigeria that displays the Visa logo. You will see the charge on the ATM
        screen before you confirm.
      </p>
    </FeatureRow>
  );
}

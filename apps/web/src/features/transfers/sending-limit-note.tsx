import { lagosHourOn } from '@owo/contract/lagos-time';
import { formatMoney } from '#lib/money';
import { useSendingLimits } from './api/get-sending-limits';

/**
 * Under the amount: what the new-device cap still leaves and until when (Africa/Lagos), or the restriction in
 * force, so an amount above it is understood before the fee quote refuses it.
 */
export function SendingLimitNote() {
  const { data } = useSendingLimits();
  if (!data) return null;
  if (data.restriction) {
    return (
      <p role="status" className="rounded-lg bg-accent-light p-3 text-sm text-accent-ink">
        {data.restriction.message}
      </p>
    );
  }
  if (!data.new_device) return null;
  return (
    <p className="rounded-lg bg-brand-light p-3 text-sm text-ink">
      New device limit: you can send {formatMoney(data.new_device.left)} more (of{' '}
      {formatMoney(data.new_device.limit)}) until {lagosHourOn(data.new_device.until)} (Lagos time).
    </p>
  );
}

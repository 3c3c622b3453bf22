import { usdSendBody } from '@owo/contract/transfers';
import { z } from 'zod';

export type UsdFormValues = {
  amount: string;
  account_name: string;
  account_number: string;
  bank_name: string;
  address: string;
  city: string;
  zipcode: string;
  inside_us: '0' | '1';
  routing_number: string;
  delivery_type: string;
  swift_code: string;
  note: string;
};

/**
 * The USD form is checked against the contract's own send body, so every rule and message is
 * written once. The PIN is asked for on a later step; a stand-in fills its place here only.
 */
export const usdFormSchema = z.preprocess(
  (values) => ({ ...(values as UsdFormValues), country: 'USA', pin: '0000' }),
  usdSendBody,
) as unknown as z.ZodType<unknown, UsdFormValues>;

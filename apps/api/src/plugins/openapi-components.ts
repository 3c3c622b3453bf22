import * as accounts from '@owo/contract/accounts';
import * as allowance from '@owo/contract/allowance';
import * as auth from '@owo/contract/auth';
import * as beneficiaries from '@owo/contract/beneficiaries';
import * as bills from '@owo/contract/bills';
import * as cards from '@owo/contract/cards';
import * as common from '@owo/contract/common';
import * as complaints from '@owo/contract/complaints';
import * as developers from '@owo/contract/developers';
import * as devices from '@owo/contract/devices';
import * as kyc from '@owo/contract/kyc';
import * as monitoring from '@owo/contract/monitoring';
import * as notifications from '@owo/contract/notifications';
import * as ops from '@owo/contract/ops';
import * as opsCustomers from '@owo/contract/ops-customers';
import * as opsMoney from '@owo/contract/ops-money';
import * as paymentLinks from '@owo/contract/payment-links';
import * as payouts from '@owo/contract/payouts';
import * as profile from '@owo/contract/profile';
import * as receipts from '@owo/contract/receipts';
import * as reconciliation from '@owo/contract/reconciliation';
import * as referrals from '@owo/contract/referrals';
import * as reports from '@owo/contract/reports';
import * as statements from '@owo/contract/statements';
import * as team from '@owo/contract/team';
import * as transfers from '@owo/contract/transfers';
import * as user from '@owo/contract/user';
import { z } from 'zod';

/** Every contract module whose schemas routes use: a new module's schemas are named once it is listed here. */
const CONTRACT_MODULES = [
  accounts,
  allowance,
  auth,
  beneficiaries,
  bills,
  cards,
  common,
  complaints,
  developers,
  devices,
  kyc,
  monitoring,
  notifications,
  ops,
  opsCustomers,
  opsMoney,
  paymentLinks,
  payouts,
  profile,
  receipts,
  reconciliation,
  referrals,
  reports,
  statements,
  team,
  transfers,
  user,
];

// Path, query and header schemas become parameters, which @fastify/swagger reads only from an inline schema.
const PARAMETER_SCHEMA = /(Param|Params|Query|Headers)$/;

/**
 * Names the contract's shapes: every exported request, reply, object or enum schema becomes a component called after its
 * export (`remittanceSendBody` → RemittanceSendBody, `transactionSchema` → Transaction), so the document
 * and the clients generated from it share the contract's names. Idempotent: the app may be built many times.
 */
export function registerContractComponents(): void {
  const seen = new Set<unknown>();
  for (const mod of CONTRACT_MODULES) {
    for (const [name, value] of Object.entries(mod)) {
      if (!(value instanceof z.ZodType) || seen.has(value) || PARAMETER_SCHEMA.test(name)) continue;
      // Field-level rules (a phone, a PIN) stay inline; a whole request or reply is named whatever its type.
      const type = value.def.type;
      if (type !== 'object' && type !== 'enum' && !/(Body|Reply)$/.test(name)) continue;
      seen.add(value);
      const id = componentName(name);
      const meta = z.globalRegistry.get(value);
      if (meta?.id === id) continue;
      z.globalRegistry.add(value, { ...meta, id });
    }
  }
}

export const componentName = (exportName: string) =>
  exportName.replace(/Schema$/, '').replace(/^./, (c) => c.toUpperCase());

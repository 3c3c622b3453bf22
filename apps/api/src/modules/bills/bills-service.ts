import type { Transaction } from '@owo/contract/accounts';
import {
  BILL_CATEGORIES,
  BILL_CATEGORY_NAMES,
  type BillCategory,
  type Biller as BillerView,
  type BillPayBody,
  type BillTransactionMeta,
  type BillValidation,
  billAmountProblem,
  billMessages,
  type SavedBiller,
} from '@owo/contract/bills';
import { phoneSchema } from '@owo/contract/common';
import { type Minor, toMajor } from '@owo/contract/money';
import { formatMinor } from '@owo/contract/money-format';
import { nationalPhone } from '@owo/contract/phone-format';
import type { Deps } from '#app-types';
import { AppError, invalid } from '#lib/errors.ts';
import { billFee } from '#modules/transfers/bill-fees.ts';
import { nameKey, requireNameCheck } from '#modules/transfers/name-checks.ts';
import {
  type IdempotencyKey,
  type MoneyMoveResult,
  moveLeg,
  moveMoney,
  ngnPayout,
  planOrReplay,
  type TransferLeg,
} from '#money';
import {
  type CatalogueBiller,
  type CatalogueProduct,
  NETWORK_NAMES,
  networkOf,
} from '#rails/biller-catalogue.ts';
import { listBillBeneficiaries, saveBillBeneficiary } from './bills-repository.ts';

// Bills: the catalogue and lookups are stateless calls to the biller rail; paying is one money move
// (PIN, limits, idempotency, a balanced entry into clearing:bills:NGN) settled later by the outbox worker.

export const billCategories = () =>
  BILL_CATEGORIES.map((code) => ({ code, name: BILL_CATEGORY_NAMES[code] }));

const CUSTOMER_ID_LABELS: Readonly<Record<BillCategory, string>> = {
  airtime: 'Phone number',
  data: 'Phone number',
  electricity: 'Meter number',
  cable: 'Smartcard/IUC number',
};

const billerView = (b: CatalogueBiller): BillerView => ({
  code: b.code,
  name: b.name,
  category: b.category,
  meter_type: b.meterType,
  customer_id_label: CUSTOMER_ID_LABELS[b.category],
  has_products: b.products.length > 0,
});

export async function listBillers(deps: Deps, category: BillCategory): Promise<BillerView[]> {
  return (await deps.rails.biller.billers(category)).map(billerView);
}

export async function requireBiller(deps: Deps, code: string): Promise<CatalogueBiller> {
  const biller = await deps.rails.biller.biller(code);
  if (!biller)
    throw new AppError('not_found', billMessages.billerUnknown, { biller: billMessages.billerUnknown });
  return biller;
}

export async function listProducts(deps: Deps, code: string) {
  const biller = await requireBiller(deps, code);
  return biller.products.map((p) => ({
    code: p.code,
    name: p.name,
    price: toMajor(p.priceMinor),
    size: p.size,
    validity: p.validity,
  }));
}

/** The number in the form the biller knows it, or a 400 naming the format (phones: 08031234567). */
function normaliseCustomerId(b: CatalogueBiller, raw: string): string {
  if (b.category === 'airtime' || b.category === 'data') {
    const parsed = phoneSchema.safeParse(raw);
    if (!parsed.success) throw invalid('customer_id', billMessages.phone);
    return nationalPhone(parsed.data);
  }
  if (b.category === 'electricity') {
    if (!/^(\d{11}|\d{13})$/.test(raw)) throw invalid('customer_id', billMessages.meter);
    return raw;
  }
  if (!/^\d{10}$/.test(raw)) throw invalid('customer_id', billMessages.smartcard);
  return raw;
}

const NOT_FOUND: Readonly<Record<BillCategory, string>> = {
  airtime: billMessages.phoneNotFound,
  data: billMessages.phoneNotFound,
  electricity: billMessages.meterNotFound,
  cable: billMessages.smartcardNotFound,
};

/** A phone on another network's prefix: a warning only, since numbers can be ported between networks. */
function networkWarning(b: CatalogueBiller, national: string): string | null {
  if (!b.network) return null;
  const actual = networkOf(national);
  if (!actual || actual === b.network) return null;
  const article = actual === 'mtn' || actual === 'airtel' ? 'an' : 'a';
  return `This looks like ${article} ${NETWORK_NAMES[actual]} number, not ${NETWORK_NAMES[b.network]}. Check the network before you pay (ported numbers are fine).`;
}

/** Who the biller knows by this number: name, a meter's address, a smartcard's bouquet; 404 when no one. */
export async function validateCustomer(
  deps: Deps,
  userId: bigint,
  billerCode: string,
  rawId: string,
): Promise<BillValidation> {
  const biller = await requireBiller(deps, billerCode);
  const customerId = normaliseCustomerId(biller, rawId);
  // The biller names its customer: a check from the customer's name-check budget like any name enquiry.
  await requireNameCheck(deps, userId, nameKey.biller(biller.code, customerId));
  const found = await deps.rails.biller.lookup(biller, customerId);
  if (!found) {
    const message = NOT_FOUND[biller.category];
    throw new AppError('not_found', message, { customer_id: message });
  }
  return {
    biller: biller.code,
    customer_id: customerId,
    name: found.name,
    address: found.address,
    current_bouquet: found.currentBouquet,
    warning: networkWarning(biller, customerId),
  };
}

/** The plan, when the biller sells plans: required, known, and paid at exactly its price. */
function requireProduct(b: CatalogueBiller, code: string | null | undefined, amountMinor: Minor) {
  if (b.products.length === 0) return null;
  if (!code) throw invalid('product', billMessages.product);
  const product = b.products.find((p) => p.code === code);
  if (!product)
    throw new AppError('not_found', billMessages.productUnknown, { product: billMessages.productUnknown });
  if (product.priceMinor !== amountMinor) {
    const message = `${billMessages.priceMismatch}, ${formatMinor(product.priceMinor)}`;
    throw new AppError('unprocessable', message, { amount: message });
  }
  return product;
}

/** Checks the amount against the category's bounds and the plan's price; returns the plan and the fee. */
function priceBill(b: CatalogueBiller, productCode: string | null | undefined, amountMinor: Minor) {
  const problem = billAmountProblem(b.category, amountMinor);
  if (problem) throw new AppError('unprocessable', problem, { amount: problem });
  const product = requireProduct(b, productCode, amountMinor);
  return { product, feeMinor: billFee(b.category, amountMinor) };
}

/** What the review screen shows before the PIN: amount, fee and total. */
export async function billQuote(
  deps: Deps,
  billerCode: string,
  productCode: string | null | undefined,
  amountMinor: Minor,
) {
  const biller = await requireBiller(deps, billerCode);
  const { feeMinor } = priceBill(biller, productCode, amountMinor);
  return {
    amount: toMajor(amountMinor),
    fee: toMajor(feeMinor),
    total: toMajor(amountMinor + feeMinor),
    currency: 'NGN',
  };
}

function narrationOf(b: CatalogueBiller, product: CatalogueProduct | null): string {
  if (product) return `${b.name}: ${product.name}`;
  return b.category === 'airtime' ? `${b.name} airtime` : b.name;
}

/** A bill as it will be paid: the biller's customer, the plan, the fee, and what moves the money. */
export interface PlannedBill {
  biller: CatalogueBiller;
  customer: BillValidation;
  feeMinor: Minor;
  leg: TransferLeg;
}

/**
 * What moves the money of a bill (the customer pays amount + fee, the amount waits in the biller's clearing
 * account until the settlement worker has the biller pay, or reverses it); also what a team's prepared bill
 * pays when it is approved. The biller names its customer first (rail calls never run inside a money move).
 */
export async function planBill(
  deps: Deps,
  userId: bigint,
  body: Pick<BillPayBody, 'biller' | 'product' | 'customer_id' | 'amount'>,
): Promise<PlannedBill> {
  const biller = await requireBiller(deps, body.biller);
  const { product, feeMinor } = priceBill(biller, body.product, body.amount);
  const customer = await validateCustomer(deps, userId, biller.code, body.customer_id);
  const bill: BillTransactionMeta['bill'] = {
    category: biller.category,
    biller: biller.code,
    biller_name: biller.name,
    customer_id: customer.customer_id,
    customer_name: customer.name,
    product: product?.code ?? null,
    product_name: product?.name ?? null,
  };
  const leg: TransferLeg = {
    kind: 'external',
    send: {
      rail: 'bills',
      amountMinor: body.amount,
      feeMinor,
      payout: ngnPayout(body.amount),
      counterparty: { name: customer.name, account: customer.customer_id, bank: biller.name },
      narration: narrationOf(biller, product),
      destination: { biller: biller.code, product: product?.code ?? null, customer_id: customer.customer_id },
      beneficiary: null,
      meta: { bill },
    },
  };
  return { biller, customer, feeMinor, leg };
}

/** Pays a bill in one money move (planBill), keeping the customer's number for next time when asked. */
export async function payBill(
  deps: Deps,
  userId: bigint,
  body: BillPayBody,
  idempotency: IdempotencyKey | null,
): Promise<MoneyMoveResult<{ transaction: Transaction }>> {
  const move = { userId, pin: body.pin, idempotency };
  // The biller is asked first (its customer, its price): a retry whose first payment went through replays it.
  const planned = await planOrReplay(deps, move, () => planBill(deps, userId, body));
  if (planned.replay !== undefined) return { reply: JSON.parse(planned.replay), replayed: true };
  const { biller, customer, leg } = planned.plan;
  return moveMoney(deps, {
    ...move,
    run: async (q, user) => {
      const { reply: sent } = await moveLeg(deps, q, user.id, leg);
      if (body.save_beneficiary) {
        await saveBillBeneficiary(q, user.id, {
          biller: biller.code,
          category: biller.category,
          customerId: customer.customer_id,
          customerName: customer.name,
        });
      }
      return { status: true, message: 'Payment is processing', data: { transaction: sent.data.transaction } };
    },
  });
}

export async function savedBillers(
  deps: Deps,
  userId: bigint,
  category: BillCategory | null,
): Promise<SavedBiller[]> {
  const rows = await listBillBeneficiaries(deps.db, userId, category);
  const out: SavedBiller[] = [];
  for (const r of rows) {
    const b = await deps.rails.biller.biller(r.biller);
    if (!b) continue;
    out.push({ ...r, biller_name: b.name, updated_at: r.updated_at.toISOString() });
  }
  return out;
}

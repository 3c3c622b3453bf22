import type { Bank } from '@owo/contract/transfers';
import { sandboxName } from './names.ts';
import { isValidNuban, OWO_BANK } from './nuban.ts';

/**
 * Nigerian banks as NIBSS routes them, with their CBN / NIP institution codes: the commercial, merchant
 * and non-interest banks, then the largest microfinance banks, payment service banks and wallets.
 */
export const NIGERIAN_BANKS: readonly Bank[] = [
  { BankName: 'Access Bank', CBNBankCode: '044' },
  { BankName: 'Access Bank (Diamond)', CBNBankCode: '063' },
  { BankName: 'Citibank Nigeria', CBNBankCode: '023' },
  { BankName: 'Ecobank Nigeria', CBNBankCode: '050' },
  { BankName: 'Fidelity Bank', CBNBankCode: '070' },
  { BankName: 'First Bank of Nigeria', CBNBankCode: '011' },
  { BankName: 'First City Monument Bank', CBNBankCode: '214' },
  { BankName: 'Globus Bank', CBNBankCode: '00103' },
  { BankName: 'Guaranty Trust Bank', CBNBankCode: '058' },
  { BankName: 'Heritage Bank', CBNBankCode: '030' },
  { BankName: 'Keystone Bank', CBNBankCode: '082' },
  { BankName: 'Lotus Bank', CBNBankCode: '303' },
  { BankName: 'Optimus Bank', CBNBankCode: '107' },
  { BankName: 'Parallex Bank', CBNBankCode: '104' },
  { BankName: 'Polaris Bank', CBNBankCode: '076' },
  { BankName: 'PremiumTrust Bank', CBNBankCode: '105' },
  { BankName: 'Providus Bank', CBNBankCode: '101' },
  { BankName: 'Signature Bank', CBNBankCode: '106' },
  { BankName: 'Stanbic IBTC Bank', CBNBankCode: '221' },
  { BankName: 'Standard Chartered Bank', CBNBankCode: '068' },
  { BankName: 'Sterling Bank', CBNBankCode: '232' },
  { BankName: 'SunTrust Bank', CBNBankCode: '100' },
  { BankName: 'Titan Trust Bank', CBNBankCode: '102' },
  { BankName: 'Union Bank of Nigeria', CBNBankCode: '032' },
  { BankName: 'United Bank For Africa', CBNBankCode: '033' },
  { BankName: 'Unity Bank', CBNBankCode: '215' },
  { BankName: 'Wema Bank', CBNBankCode: '035' },
  { BankName: 'Zenith Bank', CBNBankCode: '057' },
  { BankName: 'Coronation Merchant Bank', CBNBankCode: '559' },
  { BankName: 'FSDH Merchant Bank', CBNBankCode: '501' },
  { BankName: 'Rand Merchant Bank', CBNBankCode: '502' },
  { BankName: 'Jaiz Bank', CBNBankCode: '301' },
  { BankName: 'Taj Bank', CBNBankCode: '302' },
  { BankName: 'Carbon', CBNBankCode: '565' },
  { BankName: 'FairMoney Microfinance Bank', CBNBankCode: '51318' },
  { BankName: 'Kuda Microfinance Bank', CBNBankCode: '50211' },
  { BankName: 'Moniepoint Microfinance Bank', CBNBankCode: '50515' },
  { BankName: 'OPay', CBNBankCode: '999992' },
  { BankName: 'Paga', CBNBankCode: '100002' },
  { BankName: 'PalmPay', CBNBankCode: '999991' },
  { BankName: 'Rubies Microfinance Bank', CBNBankCode: '125' },
  { BankName: 'Sparkle Microfinance Bank', CBNBankCode: '51310' },
  { BankName: 'VFD Microfinance Bank', CBNBankCode: '566' },
  { BankName: '9mobile 9Payment Service Bank', CBNBankCode: '120001' },
  { BankName: 'Hope PSBank', CBNBankCode: '120002' },
  { BankName: 'MoMo Payment Service Bank', CBNBankCode: '120003' },
  { BankName: 'SmartCash Payment Service Bank', CBNBankCode: '120004' },
  { BankName: OWO_BANK.name, CBNBankCode: OWO_BANK.code },
].sort((a, b) => a.BankName.localeCompare(b.BankName));

/** The bank list and NIBSS name enquiry. Owo's own accounts are looked up in the ledger, not here. */
export interface BankDirectoryRail {
  banks(): Promise<readonly Bank[]>;
  /** The account holder's name, or null when the bank has no such account. */
  nameEnquiry(bankCode: string, accountNumber: string): Promise<string | null>;
}

/** Sandbox test values: any number passing the bank's NUBAN check digit exists, with a stable name. */
export const sandboxBanks: BankDirectoryRail = {
  async banks() {
    return NIGERIAN_BANKS;
  },
  async nameEnquiry(bankCode, accountNumber) {
    if (!NIGERIAN_BANKS.some((b) => b.CBNBankCode === bankCode) || bankCode === OWO_BANK.code) return null;
    if (!isValidNuban(bankCode, accountNumber)) return null;
    return sandboxName(`nuban:${bankCode}:${accountNumber}`);
  },
};

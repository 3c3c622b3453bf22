// The names Nigerians say for their banks, by CBN / NIP institution code: "GTB" for Guaranty Trust Bank,
// "UBA", "First", "Opay". Bank pickers match these as well as the bank's full name (lower case, letters and
// digits only, so "GT Bank" is "gtbank"), so a customer finds the bank they mean.
export const BANK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '044': ['Access'],
  '063': ['Access (Diamond)', 'Diamond', 'Diamond Bank'],
  '023': ['Citi', 'Citibank'],
  '050': ['Ecobank', 'Eco'],
  '070': ['Fidelity'],
  '011': ['First', 'First Bank', 'FirstBank', 'FBN'],
  '214': ['FCMB', 'First City'],
  '058': ['GTB', 'GTBank', 'GT Bank', 'GTCO', 'Guaranty Trust'],
  '030': ['Heritage'],
  '082': ['Keystone'],
  '076': ['Polaris', 'Skye'],
  '101': ['Providus'],
  '221': ['Stanbic', 'IBTC', 'Stanbic IBTC'],
  '068': ['StanChart', 'Standard Chartered', 'SCB'],
  '232': ['Sterling'],
  '032': ['Union', 'Union Bank'],
  '033': ['UBA', 'United Bank'],
  '215': ['Unity'],
  '035': ['Wema', 'ALAT'],
  '057': ['Zenith'],
  '301': ['Jaiz'],
  '302': ['Taj', 'TajBank'],
  '565': ['Carbon'],
  '51318': ['FairMoney'],
  '50211': ['Kuda'],
  '50515': ['Moniepoint', 'Monie Point'],
  '999992': ['Opay', 'Paycom'],
  '100002': ['Paga'],
  '999991': ['PalmPay', 'Palm Pay'],
  '566': ['VFD', 'VBank', 'V Bank'],
  '120001': ['9PSB', '9mobile'],
  '120003': ['MoMo', 'MTN MoMo'],
  '120004': ['SmartCash', 'Airtel SmartCash'],
};

/**
 * Banks by how many Nigerians send to them (wallets and the largest banks first): the order in which the
 * web proposes the banks an account number can belong to, after the customer's own most used.
 */
export const BANKS_BY_USE: readonly string[] = [
  '999992', // OPay
  '50515', // Moniepoint
  '058', // GTBank
  '044', // Access
  '057', // Zenith
  '033', // UBA
  '011', // First Bank
  '999991', // PalmPay
  '50211', // Kuda
  '070', // Fidelity
  '232', // Sterling
  '035', // Wema
  '214', // FCMB
  '032', // Union
  '221', // Stanbic IBTC
  '076', // Polaris
  '050', // Ecobank
];

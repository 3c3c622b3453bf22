import { enterCodeMessage, SIGNUP_CODE_LENGTH } from './codes.ts';

// Validation messages, written once, exactly as the product spec words them. Web forms and API replies both use these.
export const messages = {
  email: 'Enter your Email address',
  emailFormat: 'Enter a valid email format',
  password: 'Enter your Password',
  passwordMin: 'Password must be at least 8 characters',
  passwordRules: 'Passwords have to contain at least one uppercase and one lower case character and a number',
  confirmPassword: 'Confirm your Password',
  passwordsMismatch: 'The passwords do not match',
  pin: 'Enter Valid OTP',
  pinMismatch: 'Otp Does not match',
  pinTooSimple: 'Choose a harder PIN: not one digit repeated (1111) or a straight run (1234, 4321).',
  firstname: 'Enter your Name',
  lastname: 'Enter your Name',
  dob: 'Enter DOB',
  bvn: 'Enter your BVN',
  country: 'Select Country',
  state: 'Enter your State',
  address: 'Enter your Address',
  city: 'Enter your City',
  postalCode: 'Enter your Postal code',
  businessName: 'Enter your business name',
  registrationNumber: 'Enter your Registeration number',
  tin: 'Enter your Tin',
  documentType: 'Select Document',
  documentNumber: 'Enter your document number',
  alias: 'Enter Alias',
  amount: 'Enter Amount',
  description: 'Enter Description',
  bank: 'Select Bank',
  issuer: 'Select Issuer',
  remittanceMinimum: 'Ammount must be at least 100 NGN',
  accountName: 'Enter Account Name',
  routingNumber: 'Enter Routing Number',
  deliveryType: 'Select Delivery type',
  swiftCode: 'Enter Swift Code',
  accountNumber: 'Enter Account Number',
  bankName: 'Enter Bank Name',
  usdAddress: 'Enter Address',
  usdCity: 'Enter City',
  zipCode: 'Enter Zip Code',
  note: 'Enter Note',
  // Not written by the spec; ours, in the same voice.
  phone: 'Enter a valid Nigerian phone number',
  otp: enterCodeMessage(SIGNUP_CODE_LENGTH),
  transactionPin: 'Enter your 4-digit transaction PIN',
  accountType: 'Select an account type',
  currentPassword: 'Enter your current Password',
  currentPin: 'Enter your current PIN',
  amountFormat: 'Enter a valid amount (at most 2 decimal places)',
  mobileNumber: 'Enter a valid 10-digit mobile number',
  aliasFormat: 'Enter a valid eNaira alias (3 to 32 letters, digits, dots, dashes or underscores)',
  accountNumberFormat: 'Enter a valid 10-digit account number',
  usdAccountNumberFormat: 'Enter a valid account number (4 to 17 digits)',
  routingNumberFormat: 'Enter a valid 9-digit routing number',
  swiftCodeFormat: 'Enter a valid 8 or 11 character Swift Code',
  usdCountry: 'USD transfers can only be sent to the USA',
  remittanceCurrency: 'Select Currency (NGN or USD)',
  remittanceSendCurrency: 'Send dollars with the USD transfer',
  momoCurrency: 'Mobile money is available in GHS only',
  ninFormat: 'Enter a valid 11-digit NIN',
  passportFormat: 'Enter a valid passport number: one letter and 8 digits',
  driversLicenceFormat: "Enter a valid driver's licence number: 3 letters, 5 digits, 2 letters, 2 digits",
  votersCardFormat: "Enter a valid 19-character voter's card number",
} as const;

// Server-side business messages (not validation), one place so tests and the web can match them.
export const errors = {
  phoneTaken: 'This phone number is already registered. Log in instead.',
  emailTaken: 'This email address is already registered.',
  otpInvalid: 'The code you entered is incorrect.',
  otpExpired: 'This code has expired. Request a new one.',
  otpLocked: 'Too many wrong codes. Request a new code.',
  otpResendTooSoon: 'Please wait before requesting another code.',
  signupNotFound: 'Start your signup again.',
  signupNotVerified: 'Verify your phone number first.',
  badCredentials: 'Incorrect phone number, email or password.',
  loginLocked: 'Too many failed attempts. Try again later.',
  unauthenticated: 'Unauthenticated.',
  notFound: 'Not found.',
  receiptNotFound: "We can't find this receipt",
  rateLimited: 'Too many requests. Please try again shortly.',
  pinNotSet: 'Set your transaction PIN first.',
  pinAlreadySet: 'Your transaction PIN is already set.',
  pinIncorrect: 'Incorrect transaction PIN.',
  pinLocked: 'Too many wrong PINs. Transfers are locked for 30 minutes.',
  currentPasswordWrong: 'Your current password is incorrect.',
  /** After five wrong passwords in a row (a login's, Forgot PIN's or this one's): said whatever was typed. */
  passwordChangeStepUp:
    'Too many wrong passwords were tried on this account. Log out, log in again with the code we send to your phone, then change your password.',
  kycDone: 'Your identity verification has already been submitted.',
  bvnNotFound: 'We could not find this BVN.',
  bvnMismatch: 'Your details do not match your BVN record. Correct them and try again.',
  firstnameMismatch: 'Your first name does not match your BVN record.',
  middlenameMismatch: 'Your middle name does not match your BVN record. Correct it or leave it empty.',
  lastnameMismatch: 'Your last name does not match your BVN record.',
  dobMismatch: 'Your date of birth does not match your BVN record.',
  bvnLinked: 'This BVN is already linked to another Owo account.',
  kycSubmitted: 'Your information and documents are under review. We will notify you once verified.',
  insufficientFunds: 'Insufficient funds.',
  kycRequired: 'Complete your identity verification first.',
  limitExceeded: 'This transfer is above your limit.',
  idempotencyConflict: 'This Idempotency-Key was already used with a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  /** GET /api/transfers/by-key/{key} (404): no send spent the key, so nothing moved and sending again is safe. */
  transferNotReceived: 'We did not receive this transfer. Nothing was taken from your account.',
  aliasNotFound: 'We could not find this eNaira alias.',
  accountNotFound: 'We could not find this account.',
  /** A team invitation's link that is unknown, used, withdrawn or for another phone (the join page says it too). */
  inviteNotFound: 'This invitation is not open any more. Ask the business to invite you again.',
  momoNumberNotFound: 'We could not find this mobile money number.',
  /** Past the customer's daily budget of new name checks (account, alias, wallet, meter names). */
  nameCheckLimit: 'Daily name-check limit reached; try again tomorrow.',
  noMomoIssuers: 'Mobile money is not available for this currency.',
  ownAccount: 'You cannot send money to your own account.',
  recipientCannotReceive: "The recipient's account cannot receive this amount.",
  /** A conversion worth less than one cent (or pesewa) of the other currency: `minimum` is the smallest that is. */
  belowOneCent: (minimum: string) =>
    `This amount is worth less than one cent at today's rate. Enter at least ${minimum}.`,
  cardExists: 'You already have a card.',
  cardFrozen: 'This card is frozen. Unfreeze it to continue.',
  badSignature: 'Invalid signature.',
  inflowReferenceReused: 'This reference was already used for a different inflow.',
  inflowReference: "Give the sending bank's reference (6 to 64 characters).",
  unavailable: 'Service temporarily unavailable. Please try again.',
  internal: 'Something went wrong. Please try again.',
} as const;

/** A staff restriction on the customer's account (issue 25 item 4): what the customer is told, on every refusal and on the dashboard's banner. */
export const RESTRICTION_TYPES = ['pnd', 'freeze', 'close'] as const;
export type RestrictionType = (typeof RESTRICTION_TYPES)[number];

export const restrictionMessages = {
  /** Post-no-debit: money may come in, nothing goes out. */
  pnd: 'Your account is restricted: you can receive money but not send it. Contact support from Help.',
  /** Frozen by Owo: nothing comes in or goes out. */
  freeze: 'Your account is frozen: no money can come in or go out. Contact support from Help.',
  /** Closed: nothing moves. */
  close: 'Your account is closed: no money can come in or go out. Contact support from Help.',
  /** An inflow (a bank transfer, a payment link's) to an account that is frozen or closed: the sending bank returns it. */
  cannotReceive: 'This account cannot receive money at the moment. The sending bank will return the money.',
} as const satisfies Record<RestrictionType | 'cannotReceive', string>;

/** Staff-approved refunds and adjustments (issue 25 item 6): what the console is told when the money core refuses one. */
export const staffMoveMessages = {
  sameStaff: 'You proposed this. Another staff member must approve it.',
  staffUnknown: 'Both the proposer and the approver must be active staff members.',
  refundExceeds: (left: string) =>
    `A refund cannot exceed what the transaction took: ${left} is left to refund.`,
  refundNotFound: "A refund names one of the customer's own naira debits.",
  refundNotSettled:
    'Only a completed transaction can be refunded; a pending one is returned on its own if it fails.',
  frozen: "The customer's account is frozen: nothing can move until the freeze is lifted.",
  closed: "The customer's account is closed: nothing can move.",
  noDebit: "The customer's account is restricted (post-no-debit): nothing can leave it until that is lifted.",
  insufficientFunds: "The customer's balance is below this adjustment.",
  balanceCap: (limit: string) =>
    `This would take the customer's balance above ${limit}, the most before identity verification.`,
  proposalChanged: 'This proposal was already approved with different details.',
} as const;

// One-time codes texted to the customer's phone: how long each is, the text that carries it, and what each
// is for. The API issues and checks them in one place (apps/api/src/modules/codes/); docs/decisions/014.

/** The signup code is the spec's 4 digits. */
export const SIGNUP_CODE_LENGTH = 4;
/** Every other code (a new device's login, a login after wrong passwords, Forgot PIN, unfreezing). */
export const CODE_LENGTH = 6;

/**
 * How long a code must be on its way before another may be asked for: the spec's resend countdown (1:00) on
 * the signup screen, and the wait the API enforces for every code.
 */
export const CODE_RESEND_AFTER_MS = 60_000;

/**
 * What a code is for. A code is checked only for the purpose (and the request) it was sent for: a Forgot-PIN
 * code cannot finish a login.
 */
export const CODE_PURPOSES = ['signup', 'login_device', 'login_step_up', 'pin_reset', 'unfreeze'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const codeLengthOf = (purpose: CodePurpose) =>
  purpose === 'signup' ? SIGNUP_CODE_LENGTH : CODE_LENGTH;

const PURPOSE_WORDS: Record<CodePurpose, string> = {
  signup: 'verification',
  login_device: 'login',
  login_step_up: 'login',
  pin_reset: 'PIN reset',
  unfreeze: 'unfreeze',
};

/** The text message that carries a code: "Your Owo login code is 123456. It expires in 10 minutes. …" */
export const codeSms = (brand: string, purpose: CodePurpose, code: string, ttlMinutes: number) =>
  `Your ${brand} ${PURPOSE_WORDS[purpose]} code is ${code}. It expires in ${ttlMinutes} minutes. Never share it.`;

/** The code in a text `codeSms` wrote, or null (for readers of the sandbox SMS outbox: tests, e2e, bench). */
export const codeInSms = (text: string): string | null => /code is (\d+)\./.exec(text)?.[1] ?? null;

/** "Enter the 6-digit code" */
export const enterCodeMessage = (length: number) => `Enter the ${length}-digit code`;

import type { LostAnswerWords } from '#lib/use-lost-answer';

// What the card screen says when a call gets no answer, and after a card funding's answer is lost.
export const CARD_NETWORK_MESSAGE = 'check your internet connection';
export const CARD_FUNDED = 'Card funded';

/** The words lib/use-lost-answer.ts speaks beside the Fund card form. */
export const CARD_LOST_ANSWER: LostAnswerWords = {
  checking: 'Checking whether your card funding went through…',
  offline:
    "You are offline. We'll check whether your card funding went through as soon as you are back online.",
  retrying: "We could not check yet whether your card funding went through. We'll try again shortly.",
  refused: 'Your card funding was refused, and the money is back in your account.',
  // The server's 404 speaks of a transfer; a card funding is told in its own words.
  notReceived: () =>
    'Your card funding did not reach us. Nothing was taken from your account. Enter your PIN to fund your card again.',
};

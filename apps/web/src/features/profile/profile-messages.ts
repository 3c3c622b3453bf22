// What the profile forms say when the request gets no answer (spec §8's wording for its own calls).
export const PROFILE_NETWORK_MESSAGE = 'Check your internet connection';

// GET /accounts's path, with no React: the query (get-accounts.ts) and the page's first script
// (app/first-calls.ts) ask for the same thing.
export const accountsPath = '/accounts';

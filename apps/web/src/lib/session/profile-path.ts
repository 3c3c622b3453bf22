// GET /profile's path, with no React: the query (get-profile.ts) and the page's first script
// (app/first-calls.ts) ask for the same thing.
export const profilePath = '/profile';

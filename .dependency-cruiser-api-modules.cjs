// The API's feature modules (apps/api/src/modules/<m>/) never import each other in a circle, of any length:
// a → b → a, or a → b → c → a, even when no single file is in a cycle. `npm run lint:deps` runs this beside
// .dependency-cruiser.cjs. It is a run of its own because the check is on folders, and only the modules'
// own imports count: a route's import of plugins/ (which in turn lists every module's routes) or a test's
// helpers are no edge between two modules. Decision 031.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-feature-modules-import-each-other-in-no-circle',
      severity: 'error',
      comment:
        'apps/api: feature modules never import each other in a circle (a → b → a, or longer). Move the shared piece down (records/, money/, lib/) or into the module that sits higher (decision 031).',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+' },
      to: { path: '^apps/api/src/modules/[^/]+', circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^apps/api/src/modules/',
    exclude: { path: `${base.options.exclude.path}|\\.test\\.ts$` },
  },
};

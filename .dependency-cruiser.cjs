// The structure of the codebase, checked by `npm run lint:deps` (part of `npm run validate` and CI).
// Each rule's name and comment is what a violation prints; docs/architecture.md explains the layers.
// The API's feature modules are checked for cycles between them by .dependency-cruiser-api-modules.cjs.
/** @type {import('dependency-cruiser').IConfiguration} */
const firstUsePackages = require('./apps/api/scripts/first-use-packages.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make start-up order and tests fragile: break the cycle by moving the shared piece down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-shared-layers-never-import-features-or-app',
      severity: 'error',
      comment:
        'apps/web: ui/, lib/ and config/ are the shared layers; they never import features/ or app/. Move the shared piece down into ui/, lib/ or config/.',
      from: { path: '^apps/web/src/(ui|lib|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-never-imports-another-feature',
      severity: 'error',
      comment:
        'apps/web: a feature never imports another feature. Compose them in app/, or move what both need into ui/, lib/ or config/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-never-import-app',
      severity: 'error',
      comment: 'apps/web: app/ composes features, never the other way round.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'customer-app-never-imports-the-console',
      severity: 'error',
      comment:
        'apps/web: the operations console (src/ops/, its own entry ops.html) is staff-only; nothing of it may load for customers or on the public site. The console may use ui/, lib/ and config/; the customer app never imports src/ops/.',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/ops/' },
      to: { path: '^apps/web/src/ops/' },
    },
    {
      name: 'web-and-api-never-import-each-other',
      severity: 'error',
      comment: 'The web app and the API share only packages/contract.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-loads-document-packages-on-first-use',
      severity: 'error',
      comment:
        'apps/api: the document packages (apps/api/scripts/first-use-packages.cjs) are slow to load and serve a few documents (their cost: lib/lazy-modules.ts); reach them through #lib/lazy-modules.ts (loaded on first use), never by a static import. A command-line tool (*-cli.ts) or a test may import them.',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/lib/lazy-modules\\.ts$', '-cli\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: `node_modules/(${firstUsePackages.join('|')})/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-and-web-never-import-each-other',
      severity: 'error',
      comment: 'The web app and the API share only packages/contract.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-imports-no-app',
      severity: 'error',
      comment: 'packages/contract is shared by web and API; it imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-money-through-its-entry-point',
      severity: 'error',
      comment:
        'apps/api: modules reach shared money code only through its one entry point (#money = apps/api/src/money/index.ts), never a file inside money/.',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/money/', '\\.test\\.ts$', '^apps/api/src/test/'],
      },
      to: { path: '^apps/api/src/money/', pathNot: '^apps/api/src/money/index\\.ts$' },
    },
    {
      name: 'api-db-driver-only-in-db-layer',
      severity: 'error',
      comment:
        'apps/api: the database drivers (pg, PGlite) are opened only in db/; everything else takes a Queryable from there.',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/db/', '\\.test\\.ts$', '^apps/api/src/test/'],
      },
      to: { path: 'node_modules/(pg|@electric-sql/pglite)/' },
    },
    {
      name: 'api-money-and-ledger-import-no-feature-module',
      severity: 'error',
      comment:
        'apps/api: money/, ledger/ and records/ sit below the feature modules; they never import modules/. Move what both need down into records/, ledger/, lib/ or rails/ (decision 031).',
      from: { path: '^apps/api/src/(money|ledger|records)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-routes-call-services-never-repositories',
      severity: 'error',
      comment:
        'apps/api: a *-routes.ts file calls services; only services (and the money core) call repositories. Add a service function and call that (decision 031).',
      from: { path: '-routes\\.ts$' },
      to: { path: '-repository\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import does not resolve to a file: fix the path or the package.json "imports" alias.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not cruised (doNotFollow) but stays in the graph as the packages imported, for the rule on
    // loading document packages on first use.
    exclude: { path: '(^|/)(dist|\\.ssr|\\.ssr-stores|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

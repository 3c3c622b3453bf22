// The packages the API loads on first use (apps/api/src/lib/lazy-modules.ts, which says why): the lint rule
// `api-loads-document-packages-on-first-use` refuses a static import of them, and the bundle leaves them out
// (apps/api/scripts/build.mjs), so neither loads them at start-up. A package added to lazy-modules.ts is added here.
module.exports = ['pdfkit', 'qrcode', 'xmlbuilder2'];

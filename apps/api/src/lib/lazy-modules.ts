// Packages loaded on first use, not when the API starts. Each serves a handful of requests (a PDF, a QR code,
// a goAML report, a sanctions list) yet cost every process that imports the app, each API process and each
// test file, its load time: measured alone on Node 24 here, pdfkit (with fontkit) 0.64 s, xmlbuilder2 0.48 s and
// qrcode 0.13 s. import() loads a package once per process and then answers from its cache. They are listed in
// apps/api/scripts/first-use-packages.cjs, for the lint rule and the bundle.

/** qrcode (the staff enrolment's SVG, and with pdfkit below). */
export const qrCodes = async () => (await import('qrcode')).default;

/** pdfkit's document and qrcode, for the receipt, the statement and the payment link's poster. */
export async function pdfLibs() {
  const [pdfkit, QRCode] = await Promise.all([import('pdfkit'), qrCodes()]);
  return { PDFDocument: pdfkit.default, QRCode };
}

/** xmlbuilder2 (the goAML report, the UN list). */
export const xmlBuilder = () => import('xmlbuilder2');

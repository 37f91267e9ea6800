// Invoice PDF bench (issue 33, decisions 054, 071): the CPU time the invoice job spends on one PDF
// (pdfkit, embedded Noto fonts, compressed), over a few hundred invoices after a warm-up, in
// English and in Arabic (shaped, right to left). Target: at most 50 ms a PDF. Prints the figures;
// it never fails on timing. Uses the built server.
import { renderInvoicePdf } from '../../apps/server/dist/modules/invoices/index.js';

const WARM_UP = 20;
const PDFS = Number(process.env.BENCH_INVOICE_PDFS ?? 300);
const TARGET_MS = 50;

/** An invoice as the job reads it: a PIN order of a guest, every field of art. 226 filled in. */
function invoice(i) {
  const at = new Date();
  return {
    id: i,
    kind: 'invoice',
    number: `2026-${String(i).padStart(6, '0')}`,
    year: 2026,
    sequence: i,
    prefix: '',
    paymentId: `bench-${i}`,
    orderId: `order-${i}`,
    userId: null,
    email: 'buyer@example.com',
    accessKey: 'bench',
    correctsId: null,
    refundId: null,
    issuedAt: at,
    suppliedAt: at,
    seller: {
      name: 'Example Navigation GmbH',
      address: ['Hauptstraße 1', '10115 Berlin'],
      email: 'billing@example.com',
      vatId: 'DE123456789',
      register: 'Amtsgericht Berlin HRB 12345',
      country: 'DE',
    },
    buyer: { email: 'buyer@example.com' },
    lines: [
      {
        title: 'Navigation map update PIN',
        details: [
          'Order NH-7K3Q-92',
          'Head unit: NTG 5.5',
          'Map region: Europe',
          'Version: V12.0',
          'VIN: WDD2050461F123456',
        ],
        netCents: 3900,
      },
    ],
    netCents: 3900,
    taxRateBasisPoints: 0,
    taxCents: 0,
    grossCents: 3900,
    currency: 'USD',
    paidWith: 'card',
    reason: null,
    pdf: null,
    pdfMadeAt: null,
  };
}

export async function invoicePdfBench() {
  console.log(`\n## invoice PDF (${PDFS} invoices a language, pdfkit, one at a time as the job makes them)`);
  for (const language of ['en', 'ar']) {
    // The first PDF reads and parses the fonts (once a process); the warm-up pays for it.
    for (let i = 0; i < WARM_UP; i++) await renderInvoicePdf(invoice(i), undefined, { language });
    let bytes = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < PDFS; i++)
      bytes += (await renderInvoicePdf(invoice(i), undefined, { language })).length;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / PDFS;
    const wallMs = (performance.now() - started) / PDFS;
    console.log(
      `${language}: CPU per PDF: ${cpuMs.toFixed(1)} ms (target ≤ ${TARGET_MS} ms${cpuMs <= TARGET_MS ? ', met' : ', MISSED'}); ` +
        `wall ${wallMs.toFixed(1)} ms; ${(bytes / PDFS / 1024).toFixed(1)} kB a PDF`,
    );
  }
}

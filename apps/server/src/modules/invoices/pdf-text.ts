/**
 * The text of an uncompressed PDF that pdfkit wrote (`compress: false`): its `[<hex> kern <hex>] TJ`
 * runs decoded, one line each. For the tests and the bench, which check what an invoice says.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs = [...source.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)];
  return runs
    .map((run) =>
      [...run[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

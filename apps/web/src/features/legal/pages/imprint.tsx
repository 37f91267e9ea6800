import type { SellerDetails } from '@navihub/contract/legal';
import { LegalPageFrame } from '../components/legal-page-frame';
import { imprintLabels, imprintTexts, imprintTitle } from '../texts/imprint';

/** The seller's details from the SELLER_* settings; an empty VAT id or register is left out. */
function SellerDetailsList({ seller }: { seller: SellerDetails }) {
  const rows: [string, React.ReactNode][] = [
    [imprintLabels.provider, seller.name],
    [
      imprintLabels.address,
      seller.address.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      )),
    ],
    [imprintLabels.country, seller.country === 'XX' ? imprintLabels.notSet : seller.country],
    [
      imprintLabels.email,
      <a
        key="email"
        href={`mailto:${seller.email}`}
        className="text-accent-dark underline underline-offset-4"
      >
        {seller.email}
      </a>,
    ],
    ...(seller.register ? [[imprintLabels.register, seller.register] as [string, string]] : []),
    ...(seller.vat_id ? [[imprintLabels.vatId, seller.vat_id] as [string, string]] : []),
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The legal notice (/imprint, issue 32): who runs the shop. */
export function ImprintPage() {
  return (
    <LegalPageFrame page="imprint" title={imprintTitle} template={() => imprintTexts.template}>
      {(info) => <SellerDetailsList seller={info.seller} />}
    </LegalPageFrame>
  );
}

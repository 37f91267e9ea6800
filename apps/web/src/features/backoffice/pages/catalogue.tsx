import { useState } from 'react';
import { Announcer } from '../components/announcer';
import { BundlesSection } from '../components/bundles-section';
import { CsvSection } from '../components/csv-section';
import { PriceForm } from '../components/price-form';
import { VariantsSection } from '../components/variants-section';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.catalogue;

/** /admin/catalogue (admin): variants, the CSV import and export, the code price and the bundles. */
export function CataloguePage() {
  const [note, setNote] = useState('');
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <Announcer message={note} />
      <VariantsSection onChange={setNote} />
      <div className="grid gap-4 lg:grid-cols-2">
        <CsvSection onChange={setNote} />
        <PriceForm onChange={setNote} />
      </div>
      <BundlesSection kind="token" onChange={setNote} />
      <BundlesSection kind="subscription" onChange={setNote} />
    </div>
  );
}

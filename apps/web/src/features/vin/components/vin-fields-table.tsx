import type { VinField } from '@navihub/contract/vin/schema';
import { vinTexts } from '../texts';

/** The decoder's Code/Description rows. Descriptions wrap, so the table fits 360 px without scrolling. */
export function VinFieldsTable({ vin, fields }: { vin: string; fields: VinField[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="px-4 py-3 text-start font-medium break-words text-slate-700">
          {vinTexts.tableCaption(vin)}
        </caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="w-px px-4 py-2 font-medium whitespace-nowrap">
              {vinTexts.code}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {vinTexts.description}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {fields.map((field, index) => (
            <tr key={`${index}-${field.code}`}>
              <th scope="row" className="px-4 py-2 font-mono font-normal whitespace-nowrap text-slate-900">
                {field.code}
              </th>
              <td className="px-4 py-2 break-words text-slate-700">{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { DecodedVin } from '../api/decode-vin';
import { vinTexts } from '../texts';
import { fieldDescription } from './datacard-lines';

/**
 * The decoder's Code/Description rows, described in the page's language. Descriptions wrap, so the
 * table fits 360 px without scrolling.
 */
export function VinFieldsTable({ vin }: { vin: DecodedVin }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="px-4 py-3 text-start font-medium break-words text-slate-700">
          {vinTexts.tableCaption(vin.vin)}
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
          {vin.fields.map((field, index) => (
            <tr key={`${index}-${field.code}`}>
              <th scope="row" className="px-4 py-2 font-mono font-normal whitespace-nowrap text-slate-900">
                {field.code}
              </th>
              <td className="px-4 py-2 break-words text-slate-700">{fieldDescription(field, vin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

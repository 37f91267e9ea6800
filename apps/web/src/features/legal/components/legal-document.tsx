import { Fragment } from 'react';
import { fill, type LegalBlock, type LegalValues } from '../texts/document';

/**
 * A legal text's blocks as headings, paragraphs and lists; every string is shown as text. An
 * English text on another language's page (a template not yet translated, decision 062) is
 * marked so, left to right on an Arabic page; a translated one takes the page's language.
 */
export function LegalDocument({
  blocks,
  values,
  english,
}: {
  blocks: LegalBlock[];
  values: LegalValues;
  english: boolean;
}) {
  return (
    <div
      lang={english ? 'en' : undefined}
      dir={english ? 'ltr' : undefined}
      className="grid gap-3 text-slate-700"
    >
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {block.kind === 'heading' && (
            <h2 className="pt-2 text-lg font-semibold text-slate-900">{fill(block.text, values)}</h2>
          )}
          {block.kind === 'paragraph' && <p>{fill(block.text, values)}</p>}
          {block.kind === 'list' && (
            <ul className="grid list-disc gap-1.5 ps-5">
              {block.items.map((item, i) => (
                <li key={i}>{fill(item, values)}</li>
              ))}
            </ul>
          )}
          {block.kind === 'notice' && (
            <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-900">
              {fill(block.text, values)}
            </p>
          )}
        </Fragment>
      ))}
    </div>
  );
}

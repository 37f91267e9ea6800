import type { ReactNode } from 'react';

/**
 * A panel of the account settings for a reseller's own system (API keys, webhooks): its heading,
 * what it is for with a link to the API guide, an optional note, then its content.
 */
export function ApiPanel({
  id,
  heading,
  intro,
  guide,
  note,
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  heading: string;
  intro: string;
  guide: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="mt-6 grid max-w-3xl min-w-0 gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <p className="text-sm text-slate-600">
          {intro}{' '}
          <a href="/api/docs" className="text-accent-dark underline underline-offset-4">
            {guide}
          </a>
        </p>
        {note && <p className="text-sm text-slate-600">{note}</p>}
      </div>
      {children}
    </section>
  );
}

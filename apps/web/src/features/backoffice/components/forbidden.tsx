import { BackHomeLink } from '@/components/layout/back-home-link';
import { backofficeTexts } from '../texts';

const t = backofficeTexts.forbidden;

/** The 403 page: the signed-in user's role does not reach this part of the back-office. */
export function Forbidden({ adminOnly = false }: { adminOnly?: boolean }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <p className="text-slate-600">{adminOnly ? t.adminOnly : t.text}</p>
      <BackHomeLink />
    </div>
  );
}

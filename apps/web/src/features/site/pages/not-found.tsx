import { BackHomeLink } from '@/components/layout/back-home-link';
import { texts } from '@/config/texts';

export function NotFoundPage() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{texts.notFound}</h1>
      <p className="text-slate-600">{texts.notFoundText}</p>
      <BackHomeLink />
    </div>
  );
}

export default NotFoundPage;

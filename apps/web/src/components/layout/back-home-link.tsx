import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';

export function BackHomeLink() {
  return (
    <Link
      to={paths.home.getHref()}
      className="inline-flex items-center gap-1 text-sm font-medium text-accent-dark underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {texts.backToHome}
    </Link>
  );
}

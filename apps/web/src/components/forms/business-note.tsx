import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { businessTexts as t } from './business-texts';

/**
 * Beside a bundle purchase (decision 065): the account's business details go on its invoice (the
 * server takes the remembered ones), and where they are set.
 */
export function BusinessNote() {
  return (
    <p className="text-sm text-slate-600">
      {t.bundleNote}{' '}
      <Link
        to={paths.profile.settings.getHref()}
        className="font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900"
      >
        {t.bundleNoteLink}
      </Link>
    </p>
  );
}

import { DeleteMyAccount } from './delete-my-account';
import { DownloadMyData } from './download-my-data';

/** The customer's own data in settings (issue 33): download it, or delete the account. */
export function MyDataSections() {
  return (
    <>
      <DownloadMyData />
      <DeleteMyAccount />
    </>
  );
}

/**
 * Texts of the customer's account pages (profile, settings, purchases): a module of their own,
 * not config/texts, which every page loads in its language (docs/decisions/064, "Still above the caps").
 */
import { translated } from '@/i18n/translated';
export const accountTexts = translated('accountTexts', {
  account: {
    email: 'Email',
    passwordUpdate: 'Password update',
    newPassword1: 'New password',
    newPassword2: 'Confirm new password',
    updatePassword: 'Update password',
    activeTo: 'Active to',
    noBalance: 'No points or subscriptions yet.',
    settingsHeading: 'Settings',
    settingsText: 'Manage your account settings and set e-mail preferences.',
    goBack: 'Go back',
    accountNavigation: 'Account',
    notifications: 'Navigation codes Notifications',
    notificationsDescription: 'Switch Navigation codes notifications sending.',
    /** Added to the specification's description (issue 17): what the switch does not stop. */
    notificationsAlwaysSent: 'PINs and payment receipts are e-mailed to you whatever this switch says.',
  },
  /** The customer's own data in settings (issue 33): their export and their account's deletion. */
  myData: {
    downloadHeading: 'Your data',
    downloadText:
      'Download everything we hold about you as a JSON file: profile, orders with their PINs, payments, points, invoices, e-mail preference and sign-ins.',
    download: 'Download my data',
    deleteHeading: 'Delete my account',
    deleteWarning:
      'This cannot be undone. You are signed out everywhere, your points, subscriptions and unused balance are lost, and PINs you bought can no longer be looked up here. Orders you paid for are kept without your e-mail address for as long as tax law requires (10 years); everything else is deleted.',
    password: 'Your password',
    confirm: 'Delete my account for good',
    confirmWithGoogle: 'Confirm with Google and delete',
    googleHint: 'Signed up with Google and have no password? Confirm with Google instead.',
    done: 'Account deleted',
  },
});

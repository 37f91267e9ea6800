import { translated } from '@/i18n/translated';

/** The words of the API keys panel (issue 34), kept beside it. */
export const apiKeyTexts = translated('apiKeyTexts', {
  heading: 'API keys',
  intro:
    'Your own systems (a till, an ERP, a reseller platform) can order PINs and read your history with an API key instead of your password.',
  guide: 'Read the API guide',
  endsWithPassword: 'Changing or resetting your password ends every key.',
  name: 'Name',
  nameDescription: 'Where the key is used, to tell keys apart.',
  mode: 'Mode',
  live: 'Live',
  test: 'Test (sandbox: test orders, demo PINs, nothing charged)',
  testShort: 'Test',
  readOnly: 'Read-only: it may only read (the catalogue, history, purchases)',
  create: 'Create key',
  shownOnce: (name: string) => `Your new key “${name}”`,
  shownOnceWarning:
    'Copy it now and keep it secret: it is shown only this once. Anyone with it can order PINs with your points.',
  theKey: 'The new API key',
  copy: 'Copy',
  copied: 'Key copied',
  copyFailed: 'The key could not be copied: select it and copy it by hand.',
  testModeNote:
    'Test keys order in the sandbox: test orders with demo PINs, no points or money taken, never in your history. Card payments and bundle purchases need a live key.',
  none: 'No API keys yet.',
  listCaption: 'Your API keys',
  columns: {
    name: 'Name',
    mode: 'Mode',
    key: 'Key',
    created: 'Created',
    lastUsed: 'Last used',
    actions: 'Actions',
  },
  readOnlyBadge: 'read-only',
  never: 'Never',
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: (name: string) => `Revoke “${name}”?`,
  revokeDescription: 'Every request with this key is refused from now on. This cannot be undone.',
  cancel: 'Cancel',
  revoked: 'Key revoked',
});

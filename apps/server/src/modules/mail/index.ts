/** The mail module's public entry: other modules, app.ts and tests import it from here only. */

// The outbox and its sender as a Fastify plugin.
export { mailPlugin } from './plugin.js';
// Queueing e-mail inside the caller's transaction, and staff's view of the outbox.
export {
  countMail,
  enqueueMail,
  listMail,
  MAIL_CHANNEL,
  MAIL_STATUSES,
  purgeSentMail,
  requeueFailedMail,
  type MailStatus,
} from './outbox.js';
// Every e-mail the shop sends, and the HTML escaping they share.
export {
  type BulkOrderLine,
  escapeHtml,
  givenBackSentence,
  mailTemplates,
  type GivenBackNote,
  written,
  type MailContent,
} from './templates.js';
// The languages mails are written in, and their texts (decision 068).
export {
  DEFAULT_MAIL_LANGUAGE,
  isMailLanguage,
  MAIL_LANGUAGES,
  mailDate,
  mailDateTime,
  mailDirection,
  mailLanguageOf,
  mailLine,
  mailMoney,
  mailTextsOf,
  pageLanguageOf,
  pagePathOf,
  type MailLanguage,
} from './texts/index.js';
// How mail leaves the shop (SMTP or a test's catcher).
export type { MailTransport, OutgoingMail } from './transport.js';
// The sender's error log, and what a sent mail's body is replaced with.
export { SENT_BODY, type ErrorLog } from './worker.js';

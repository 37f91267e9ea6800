/** Every e-mail the shop sends, kept in one place (texts for future languages live here). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const mailTemplates = {
  passwordReset(opts: { brand: string; link: string; validMinutes: number }): MailContent {
    const subject = `${opts.brand}: reset your password`;
    const text = [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${opts.brand} account. Open this link to choose a new one:`,
      opts.link,
      '',
      `The link works once and expires in ${opts.validMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join('\n');
    const html = `<p>Hello,</p><p>Someone asked to reset the password of your ${escapeHtml(opts.brand)} account.</p><p><a href="${escapeHtml(opts.link)}">Choose a new password</a></p><p>The link works once and expires in ${opts.validMinutes} minutes. If you did not ask for it, ignore this e-mail.</p>`;
    return { subject, text, html };
  },
  passwordChanged(opts: { brand: string; supportEmail: string }): MailContent {
    const subject = `${opts.brand}: your password was changed`;
    const text = `Hello,\n\nThe password of your ${opts.brand} account was just changed. If this was not you, write to ${opts.supportEmail} at once.`;
    const html = `<p>Hello,</p><p>The password of your ${escapeHtml(opts.brand)} account was just changed. If this was not you, write to <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a> at once.</p>`;
    return { subject, text, html };
  },
};

export { escapeHtml };

/** The help page's links inside its texts. */
export const helpLink = 'font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900';

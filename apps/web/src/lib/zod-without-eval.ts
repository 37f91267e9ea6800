/**
 * Zod compiles object schemas with `new Function` when it may, and first finds out by calling
 * `Function('')`. The pages' Content-Security-Policy has no 'unsafe-eval', so that probe is a CSP
 * violation the browser reports on every page with a form (Lighthouse: "Issues were logged in the
 * Issues panel"). Jitless zod never calls it. Zod reads its settings from
 * `globalThis.__zod_globalConfig` (what `z.config()` writes), so this sets `jitless` without
 * importing zod: the first load carries no zod. Imported by app/app.tsx, before any form renders.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};

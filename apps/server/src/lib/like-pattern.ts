/** Text as a literal inside an SQL LIKE / ILIKE pattern: `%`, `_` and `\` lose their meaning. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// `npm start`: builds what is missing, then runs the shop (migrations and seed run at start-up).
import { buildIfNeeded, root, run } from './lib.mjs';

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);
const code = await run(process.execPath, ['apps/server/dist/main.js'], { cwd: root });
process.exit(code);

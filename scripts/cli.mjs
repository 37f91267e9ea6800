// `npm run catalog|orders|accounts|mail|backup|restore -- …`: builds the server if needed, then runs the operator command.
import { bin, root, run } from './lib.mjs';

const [tool, ...args] = process.argv.slice(2);
const built = await run(bin('tsc'), ['-b', 'apps/server']);
if (built !== 0) process.exit(built);
process.exit(await run(process.execPath, [`apps/server/dist/cli/${tool}.js`, ...args], { cwd: root }));

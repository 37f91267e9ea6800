#!/usr/bin/env node
// Thin launcher: the CLI lives in the compiled package (run `npm run build` first).
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));

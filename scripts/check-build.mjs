#!/usr/bin/env node
// firebase.json's predeploy hook: checks the build instead of making another (scripts/lib/build-check.mjs).
import { buildProblems } from './lib/build-check.mjs';
import { ROOT } from './lib/emulator-env.mjs';

const problems = buildProblems(ROOT);
for (const p of problems) console.error(`✖ ${p}`);
process.exit(problems.length ? 1 : 0);

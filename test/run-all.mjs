// `npm test`: type check, build, pack and examples, unit tests, the browser tests in each engine
// (`-- --engine webkit` for one); ends with the counts by engine and one summary line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { ENGINE_NAMES, ENGINES } from './engines/engines.mjs';

const artifacts = new URL('./.artifacts/', import.meta.url).pathname;
await mkdir(artifacts, { recursive: true });

/** Runs a command with its output shown as it comes, and kept for the summary. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n> ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', DEBIAN_FRONTEND: 'noninteractive', ...env } });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Each engine's own ports, so that engines could run side by side. */
const PORTS = { chromium: { sandbox: 4199, runner: 8000 }, firefox: { sandbox: 4299, runner: 8100 }, webkit: { sandbox: 4399, runner: 8200 } };
const engineCounts = {};

/** The browser suite in one engine; its counts (from the suite's counts reporter) added to the summary. */
async function browserSuite(name) {
  const countsFile = `${artifacts}browser-${name}.json`;
  await rm(countsFile, { force: true });
  const started = Date.now();
  const result = await run('npx', ['wtr', '--config', 'test/web-test-runner.config.mjs', '--port', String(PORTS[name].runner)], {
    ENGINE: name,
    SANDBOX_PORT: String(PORTS[name].sandbox),
    COUNTS_FILE: countsFile,
  });
  try {
    const counts = JSON.parse(await readFile(countsFile, 'utf8'));
    engineCounts[name] = { ...counts, seconds: Math.round((Date.now() - started) / 1000) };
    passed += counts.passed;
    failed += counts.failed;
  } catch {
    failed += 1;
  }
  return result;
}

let passed = 0;
let failed = 0;
const steps = [];

/**
 * The browser suite runs in every engine, one after another (each has its own ports): the
 * whole run takes about 21 minutes on two cores, well inside CI's 90. `npm test -- --engine webkit` (or
 * several `--engine`) runs those alone.
 */
const DEFAULT_ENGINES = ENGINE_NAMES;
const asked = process.argv.slice(2).flatMap((arg, i, all) => (arg === '--engine' ? [all[i + 1]] : arg.startsWith('--engine=') ? [arg.slice(9)] : []));
const named = asked.flatMap((name) => (name === 'all' ? ENGINE_NAMES : [name]));
const unknown = named.filter((name) => !ENGINE_NAMES.includes(name));
if (unknown.length) {
  console.error(`Unknown engine ${unknown.join(', ')}: the engines are ${ENGINE_NAMES.join(', ')} (or all).`);
  process.exit(2);
}
const engines = named.length ? [...new Set(named)] : DEFAULT_ENGINES;

const missing = (name) => [ENGINES[name].binary, ...(ENGINES[name].also ?? [])].filter((file) => !existsSync(file));

/**
 * The browser tests need Debian's engines (never a downloaded browser). On a fresh Debian machine
 * where we are root, the missing ones are installed as CI would; anywhere else the command is said.
 */
async function ensureEngines() {
  const absent = engines.filter((name) => missing(name).length);
  if (absent.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`\nNot installed: ${absent.join(', ')}. Installing Debian's packages (apt-get, a minute or two each)`);
    const update = await run('apt-get', ['update']);
    for (const name of absent) {
      const { packages, withoutRecommends } = ENGINES[name];
      const install = update.code === 0 ? await run('apt-get', ['install', '-y', ...(withoutRecommends ? ['--no-install-recommends'] : []), ...packages]) : update;
      if (install.code !== 0) console.error(`apt-get could not install ${packages.join(' ')}.`);
    }
  }
  const still = engines.filter((name) => missing(name).length);
  for (const name of still) {
    console.error(
      `\nNo ${name} (${missing(name).join(', ')} missing), so the browser tests cannot run in it. Install Debian's: ` +
        `sudo apt-get update && sudo apt-get install -y ${ENGINES[name].withoutRecommends ? '--no-install-recommends ' : ''}${ENGINES[name].packages.join(' ')}. Nothing here downloads a browser.`,
    );
  }
  return still.length === 0;
}
const enginesReady = await ensureEngines();
steps.push(['engines', enginesReady ? 0 : 1]);

const typecheck = await run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
steps.push(['typecheck', typecheck.code]);
const build = await run('node', ['esbuild.mjs']);
steps.push(['build', build.code]);
// The package as an operator gets it (npm pack), and the examples built from it: the unit tests
// type-check them against its declarations, the browser tests open them.
const examples = build.code === 0 ? await run('node', ['examples/build.mjs']) : { code: 1 };
steps.push(['examples', examples.code]);

if (build.code === 0 && examples.code === 0) {
  const unitReport = `${artifacts}vitest.json`;
  const unit = await run('npx', ['vitest', 'run', '--config', 'test/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`]);
  steps.push(['unit', unit.code]);
  try {
    const report = JSON.parse(await readFile(unitReport, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    failed += 1;
  }
  for (const name of engines) {
    const result = enginesReady ? await browserSuite(name) : { code: 1 };
    steps.push([`browser (${name})`, result.code]);
  }
}

const perEngine = Object.entries(engineCounts);
if (perEngine.length) {
  console.log('\nBrowser suite by engine:');
  for (const [name, c] of perEngine) console.log(`  ${name.padEnd(8)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped, ${c.seconds} s`);
  for (const [name, c] of perEngine) for (const skipped of c.skippedNames) console.log(`  skipped in ${name}: ${skipped}`);
}

const broken = steps.filter(([, code]) => code !== 0).map(([name]) => name);
if (broken.length) console.log(`\nFailed steps: ${broken.join(', ')}`);
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(broken.length || failed ? 1 : 0);

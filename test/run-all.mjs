// `npm test`: type check, build, pack and examples, unit tests, browser tests; ends with one summary line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';

const artifacts = new URL('./.artifacts/', import.meta.url).pathname;
await mkdir(artifacts, { recursive: true });

/** Runs a command with its output shown as it comes, and kept for the summary. */
function run(command, args) {
  return new Promise((resolve) => {
    console.log(`\n> ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', DEBIAN_FRONTEND: 'noninteractive' } });
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

let passed = 0;
let failed = 0;
const steps = [];

/**
 * The browser tests need Debian's Chromium (never a downloaded browser). On a fresh Debian machine
 * where we are root, it is installed as CI would; anywhere else the exact command is said.
 */
async function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  if (!process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("\nNo Chromium at /usr/bin/chromium: installing Debian's (apt-get install chromium, about a minute)");
    const update = await run('apt-get', ['update']);
    const install = update.code === 0 ? await run('apt-get', ['install', '-y', 'chromium']) : update;
    if (install.code === 0 && existsSync(chromium)) return true;
  }
  console.error(
    `\nNo Chromium at ${chromium}, so the browser tests cannot run. Install Debian's: sudo apt-get update && sudo apt-get install -y chromium` +
      ' (or set CHROMIUM_PATH to a Chromium binary). Nothing here downloads a browser.',
  );
  return false;
}
const chromiumReady = await ensureChromium();
steps.push(['chromium', chromiumReady ? 0 : 1]);

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
  const browser = chromiumReady ? await run('npx', ['wtr', '--config', 'test/web-test-runner.config.mjs']) : { code: 1, output: '' };
  steps.push(['browser', browser.code]);
  const plain = browser.output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  const counts = [...plain.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  if (counts) {
    passed += Number(counts[1]);
    failed += Number(counts[2]);
  } else failed += 1;
}

const broken = steps.filter(([, code]) => code !== 0).map(([name]) => name);
if (broken.length) console.log(`\nFailed steps: ${broken.join(', ')}`);
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(broken.length || failed ? 1 : 0);

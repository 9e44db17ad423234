// One WebKitGTK browser session over classic WebDriver: Debian's `WebKitWebDriver` started under a
// virtual X display (MiniBrowser has no headless mode) and one MiniBrowser window opened. The
// suite's launcher (webkitLauncher.mjs) and the bench drive WebKit through it; no WebDriver client
// (nor any of the drivers such clients fetch) is installed.
import { spawn } from 'node:child_process';

/**
 * Driven by WebDriver; windows may be opened by a script, as a script's synthetic taps are no user
 * gesture to WebKit (the other engines allow it under automation too).
 */
const MINIBROWSER_ARGS = ['--automation', '--javascript-can-open-windows-automatically=true'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One WebDriver call; its `value`, or an error naming what WebDriver answered. */
async function webdriverCall(endpoint, method, path, body) {
  const response = await fetch(`${endpoint}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value?.error ?? response.status} ${answer.value?.message ?? ''}`);
  return answer.value;
}

/**
 * Starts the driver on `port` and opens the session: `call(method, path, body)` is a call of that
 * session (`/url`, `/execute/sync`…), `version` WebKit's, `mainWindow` the first window's handle.
 */
export async function startWebKitSession({ binary, port, driver = 'WebKitWebDriver' }) {
  const endpoint = `http://127.0.0.1:${port}`;
  // `-a` picks a free display; the driver's own process group is killed on stop.
  const child = spawn('xvfb-run', ['-a', driver, `--port=${port}`], { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  try {
    for (let waited = 0; ; waited += 100) {
      const ready = await webdriverCall(endpoint, 'GET', '/status').then((status) => status?.ready, () => false);
      if (ready) break;
      if (waited > 20_000) throw new Error(`${driver} did not start on port ${port}`);
      await sleep(100);
    }
    const created = await webdriverCall(endpoint, 'POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: MINIBROWSER_ARGS } } },
    });
    const session = created.sessionId;
    const call = (method, path, body) => webdriverCall(endpoint, method, `/session/${session}${path}`, body);
    return {
      call,
      version: created.capabilities.browserVersion,
      mainWindow: await call('GET', '/window'),
      async stop() {
        await webdriverCall(endpoint, 'DELETE', `/session/${session}`).catch(() => {});
        kill();
      },
    };
  } catch (error) {
    kill();
    throw error;
  }
}

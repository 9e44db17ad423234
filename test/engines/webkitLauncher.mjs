// A Web Test Runner launcher for Debian's WebKitGTK: its WebDriver (`WebKitWebDriver`) drives
// MiniBrowser under a virtual X display (MiniBrowser has no headless mode), over classic WebDriver.
// One browser window runs the test files one after another (the suite's concurrency is 1). It
// speaks the few WebDriver calls the runner and its commands need, so no WebDriver client (and
// none of the drivers such clients fetch) is installed.
import { spawn } from 'node:child_process';

/** WebDriver's code points for the keys the tests press (WebDriver §17.4.2). */
const KEYS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Escape: '\uE00C', Space: '\uE00D',
  PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017',
};
const BUTTONS = { left: 0, middle: 1, right: 2 };
/**
 * Driven by WebDriver; windows may be opened by a script, as the test's synthetic taps are no user
 * gesture to WebKit (the other engines allow it under automation too).
 */
const MINIBROWSER_ARGS = ['--automation', '--javascript-can-open-windows-automatically=true'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class WebKitLauncher {
  type = 'webdriver';
  name = 'WebKit';
  #urls = new Map();
  #driver;
  #endpoint;
  #session;
  #mainWindow;
  #starting;

  /** `binary`: MiniBrowser; `port`: where WebKitWebDriver listens. */
  constructor({ binary, port, driver = 'WebKitWebDriver' }) {
    this.options = { binary, port, driver };
    this.#endpoint = `http://127.0.0.1:${port}`;
  }

  async initialize(config) {
    this.config = config;
  }

  /** One WebDriver call; its `value`, or an error naming what WebDriver answered. */
  async #call(method, path, body) {
    const response = await fetch(`${this.#endpoint}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value?.error ?? response.status} ${answer.value?.message ?? ''}`);
    return answer.value;
  }

  #sessionCall(method, path, body) {
    return this.#call(method, `/session/${this.#session}${path}`, body);
  }

  /** Starts the driver under Xvfb and opens the one browser session, once. */
  #start() {
    this.#starting ??= (async () => {
      // `-a` picks a free display; the driver's own process group is killed on stop.
      this.#driver = spawn('xvfb-run', ['-a', this.options.driver, `--port=${this.options.port}`], { stdio: 'ignore', detached: true });
      this.#driver.on('error', () => {});
      for (let waited = 0; ; waited += 100) {
        const ready = await this.#call('GET', '/status').then((status) => status?.ready, () => false);
        if (ready) break;
        if (waited > 20_000) throw new Error(`${this.options.driver} did not start on port ${this.options.port}`);
        await sleep(100);
      }
      const created = await this.#call('POST', '/session', {
        capabilities: {
          alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: this.options.binary, args: MINIBROWSER_ARGS } },
        },
      });
      this.#session = created.sessionId;
      this.name = `WebKit ${created.capabilities.browserVersion}`;
      this.#mainWindow = await this.#sessionCall('GET', '/window');
    })();
    return this.#starting;
  }

  async startSession(id, url) {
    await this.#start();
    this.#urls.set(id, url);
    // Not awaited, as the runner's own WebDriver launcher: the test file reports through its socket.
    this.#sessionCall('POST', '/url', { url }).catch((error) => console.error(`WebKit could not open ${url}: ${error.message}`));
  }

  isActive(id) {
    return this.#urls.has(id);
  }

  getBrowserUrl(id) {
    return this.#urls.get(id);
  }

  /** Ends a test file: windows it opened are closed, and the page is left for a blank one. */
  async stopSession(id) {
    const handles = await this.#sessionCall('GET', '/window/handles').catch(() => []);
    for (const handle of handles.filter((handle) => handle !== this.#mainWindow)) {
      await this.#sessionCall('POST', '/window', { handle }).catch(() => {});
      await this.#sessionCall('DELETE', '/window').catch(() => {});
    }
    await this.#sessionCall('POST', '/window', { handle: this.#mainWindow }).catch(() => {});
    await this.#sessionCall('POST', '/url', { url: 'about:blank' }).catch(() => {});
    this.#urls.delete(id);
    return {};
  }

  async startDebugSession() {
    throw new Error('WebKit runs under a virtual display here: there is no window to debug in.');
  }

  async stop() {
    if (this.#session) await this.#call('DELETE', `/session/${this.#session}`).catch(() => {});
    this.#session = undefined;
    if (this.#driver?.pid) {
      try {
        process.kill(-this.#driver.pid, 'SIGTERM');
      } catch {}
    }
  }

  // ---- what @web/test-runner-commands asks of a `webdriver` launcher ----

  performActions(_id, actions) {
    return this.#sessionCall('POST', '/actions', { actions });
  }

  sendKeys(_id, keys) {
    const values = keys.map((key) => KEYS[key] ?? key);
    return this.performActions(_id, [{ type: 'key', id: 'keyboard', actions: values.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]) }]);
  }

  #pointer(actions) {
    return this.performActions(undefined, [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
  }

  sendMouseMove(_id, x, y) {
    return this.#pointer([{ type: 'pointerMove', duration: 0, x, y }]);
  }

  sendMouseClick(_id, x, y, button = 'left') {
    const code = BUTTONS[button];
    return this.#pointer([{ type: 'pointerMove', duration: 0, x, y }, { type: 'pointerDown', button: code }, { type: 'pointerUp', button: code }]);
  }

  sendMouseDown(_id, button = 'left') {
    return this.#pointer([{ type: 'pointerDown', button: BUTTONS[button] }]);
  }

  sendMouseUp(_id, button = 'left') {
    return this.#pointer([{ type: 'pointerUp', button: BUTTONS[button] }]);
  }

  resetMouse() {
    return this.#sessionCall('DELETE', '/actions');
  }

  /** The suite's window focused again (after a payment window a test opened). */
  async bringToFront() {
    await this.#sessionCall('POST', '/window', { handle: this.#mainWindow });
  }

  /**
   * The page's viewport at this size: the window is sized by what its frame (toolbar, borders) takes,
   * measured. MiniBrowser's window has a smallest width; the viewport's width is answered.
   */
  async setViewport({ width, height }) {
    const inner = () => this.#sessionCall('POST', '/execute/sync', { script: 'return [innerWidth, innerHeight]', args: [] });
    const rect = await this.#sessionCall('GET', '/window/rect');
    const [innerWidth, innerHeight] = await inner();
    await this.#sessionCall('POST', '/window/rect', { width: width + rect.width - innerWidth, height: height + rect.height - innerHeight });
    const [reachedWidth, reachedHeight] = await inner();
    return { width: reachedWidth, height: reachedHeight };
  }
}

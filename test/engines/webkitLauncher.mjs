// A Web Test Runner launcher for Debian's WebKitGTK: its WebDriver (`WebKitWebDriver`) drives
// MiniBrowser under a virtual X display (MiniBrowser has no headless mode), over classic WebDriver.
// One browser window runs the test files one after another (the suite's concurrency is 1). It
// speaks the few WebDriver calls the runner and its commands need, so no WebDriver client (and
// none of the drivers such clients fetch) is installed.
import { startWebKitSession } from './webkitSession.mjs';

/** WebDriver's code points for the keys the tests press (WebDriver §17.4.2). */
const KEYS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Escape: '\uE00C', Space: '\uE00D',
  PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017',
};
const BUTTONS = { left: 0, middle: 1, right: 2 };

export class WebKitLauncher {
  type = 'webdriver';
  name = 'WebKit';
  #urls = new Map();
  /** The one browser session (webkitSession.mjs), started with the first test file. */
  #session;
  #starting;

  /** `binary`: MiniBrowser; `port`: where WebKitWebDriver listens. */
  constructor({ binary, port, driver = 'WebKitWebDriver' }) {
    this.options = { binary, port, driver };
  }

  async initialize(config) {
    this.config = config;
  }

  #sessionCall(method, path, body) {
    return this.#session.call(method, path, body);
  }

  get #mainWindow() {
    return this.#session.mainWindow;
  }

  #start() {
    this.#starting ??= startWebKitSession(this.options).then((session) => {
      this.#session = session;
      this.name = `WebKit ${session.version}`;
    });
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
    await this.#session?.stop();
    this.#session = undefined;
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

// The three browser engines the browser suite runs in, all from Debian (nothing downloads a
// browser): what binary each needs, the packages that bring it, and its Web Test Runner launcher.
import { chromeLauncher } from '@web/test-runner-chrome';
import { WebKitLauncher } from './webkitLauncher.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const CHROMIUM_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

/**
 * Firefox's preferences that keep it offline and quiet, as Chromium's flags do: no calls home, no
 * remote settings, loopback only, and pop-ups allowed as a player's tap allows them in Chromium.
 */
const FIREFOX_PREFS = {
  'network.dns.disableIPv6': true,
  'network.proxy.type': 0,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'app.update.enabled': false,
  'extensions.update.enabled': false,
  'browser.search.update': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
};

/** The launcher, named for the runner's report (the Chrome launcher calls every engine it drives "Chrome"). */
function named(launcher, name) {
  launcher.name = name;
  return launcher;
}

/** A fresh page for each test file, brought to the front first (a payment window may have hidden it). */
async function frontPage({ context }) {
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    await page.bringToFront();
    return goto(...args);
  };
  return page;
}

export const ENGINES = {
  chromium: {
    binary: CHROMIUM,
    packages: ['chromium'],
    launcher: () =>
      named(chromeLauncher({
        launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS },
        // The runner reuses its page from file to file. A test that opened a real payment window
        // left that page behind the window, hidden: lazy images and ResizeObserver wait for a
        // visible page. Each file starts with the page in front again.
        createPage: frontPage,
      }), 'Chromium'),
  },
  firefox: {
    binary: FIREFOX,
    packages: ['firefox-esr'],
    // puppeteer-core drives Firefox over its own WebDriver BiDi: no geckodriver.
    launcher: () =>
      named(chromeLauncher({
        launchOptions: { browser: 'firefox', executablePath: FIREFOX, headless: true, extraPrefsFirefox: FIREFOX_PREFS },
        createPage: frontPage,
      }), 'Firefox'),
  },
  webkit: {
    binary: MINIBROWSER,
    /** The driver and the virtual display it runs MiniBrowser in (WebKitGTK itself comes with the driver). */
    also: ['/usr/bin/WebKitWebDriver', '/usr/bin/xvfb-run', '/usr/bin/xauth'],
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    /** The driver's recommends are a desktop's worth of packages the suite does not need (TOOLCHAIN.md). */
    withoutRecommends: true,
    launcher: ({ driverPort }) =>
      new WebKitLauncher({ binary: MINIBROWSER, port: driverPort }),
  },
};

export const ENGINE_NAMES = Object.keys(ENGINES);

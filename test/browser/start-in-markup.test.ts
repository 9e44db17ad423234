import { assert, assertEqual, SANDBOX, sandboxSockets, waitFor, waitForList } from './helpers.ts';

// A cashier in the page's markup starts its session as the script is evaluated, before the element's
// class and its view (React DOM) are (src/element/startInMarkup.ts): its language and its list are
// asked for before the element is defined, once each, and the element runs that session on. Each
// page here is a fresh frame, so that the script is evaluated anew with the cashiers already there.

interface Asked {
  url: string;
  authorization: string | null;
  /** Whether the element was defined when the request was made. */
  defined: boolean;
  signal: AbortSignal | null;
}

/** A WebSocket the page made: to where, whether the element was defined then, and whether it is closed. */
interface Made {
  url: string;
  defined: boolean;
  closed: boolean;
}

/** A frame whose markup has `cashiers` before the widget's script, and whose every fetch is noted. */
async function framedPage(
  cashiers: string,
  after = '',
): Promise<{ frame: HTMLIFrameElement; asked: () => Asked[]; sockets: () => Made[] }> {
  const frame = document.createElement('iframe');
  frame.style.width = '400px';
  frame.style.height = '700px';
  frame.srcdoc = `<script>
  window.asked = [];
  const fetchNow = window.fetch;
  window.fetch = function (input, init) {
    const headers = new Headers(init && init.headers);
    window.asked.push({ url: String(input), authorization: headers.get('Authorization'), defined: !!customElements.get('payment-cashier'), signal: (init && init.signal) || null });
    return fetchNow.call(this, input, init);
  };
  window.sockets = [];
  const SocketNow = window.WebSocket;
  window.WebSocket = class extends SocketNow {
    constructor(url, protocols) {
      super(url, protocols);
      const record = { url: String(url), defined: !!customElements.get('payment-cashier'), closed: false };
      window.sockets.push(record);
      this.addEventListener('close', () => (record.closed = true));
    }
    close(code, reason) {
      window.sockets.find((record) => record.url === this.url).closed = true;
      super.close(code, reason);
    }
  };
</script>
${cashiers}
<script type="module" src="/dist/cashier/static/payment-cashier.js"></script>
${after}`;
  await new Promise((resolve) => {
    frame.addEventListener('load', resolve, { once: true });
    document.body.append(frame);
  });
  const win = frame.contentWindow as unknown as { asked: Asked[]; sockets: Made[] };
  return { frame, asked: () => win.asked, sockets: () => win.sockets };
}

const cashierMarkup = (token: string, transport: 'http' | 'socket' = 'http') =>
  `<payment-cashier token="${token}" transport="${transport}" api-url="${SANDBOX}" static-base="${SANDBOX}/cashier/static/" user='{"paymentGeo":"MX","currency":"MXN"}'></payment-cashier>`;

const isList = (asked: Asked) => asked.url.includes('/methods-payment-v5');
const isCountrySelector = (asked: Asked) => asked.url.includes('/methods-country-selector-v2');
const isCatalog = (asked: Asked) => /\/locales\/en\.\w+\.json$/.test(asked.url);

describe('a cashier in the markup before the script', () => {
  it('asks for its language and its list before the element is defined, once each, and shows the list', async () => {
    const token = `markup-${Math.random()}`;
    const { frame, asked } = await framedPage(cashierMarkup(token));
    try {
      const element = frame.contentDocument!.querySelector('payment-cashier') as HTMLElement;
      await waitForList(element);
      const lists = asked().filter(isList);
      assertEqual(lists.length, 1, 'one list call');
      assertEqual(asked().filter(isCountrySelector).length, 1, 'one country selector call');
      assertEqual(asked().filter(isCatalog).length, 1, 'one catalog request');
      for (const request of asked().filter((a) => isList(a) || isCountrySelector(a) || isCatalog(a))) {
        assert(!request.defined, `${request.url} was asked for before the element was defined`);
      }
      assertEqual(lists[0]!.authorization, token, "the list is the markup's player's");
    } finally {
      frame.remove();
    }
  });

  it('starts each of two cashiers once, each with its own player', async () => {
    const tokens = [`markup-a-${Math.random()}`, `markup-b-${Math.random()}`];
    const { frame, asked } = await framedPage(tokens.map((token) => cashierMarkup(token)).join('\n'));
    try {
      const elements = [...frame.contentDocument!.querySelectorAll('payment-cashier')] as HTMLElement[];
      await Promise.all(elements.map(waitForList));
      const lists = asked().filter(isList);
      assertEqual(lists.map((request) => request.authorization).sort(), [...tokens].sort(), 'one list call per player');
      assert(lists.every((request) => !request.defined), 'both before the element was defined');
      // A second look, after the lists are drawn: nothing started again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      assertEqual(asked().filter(isList).length, 2, 'still one list call per player');
    } finally {
      frame.remove();
    }
  });

  it('opens one socket in socket mode, before the element is defined, and shows the list over it', async () => {
    const token = `markup-socket-${Math.random()}`;
    const { frame, sockets } = await framedPage(cashierMarkup(token, 'socket'));
    try {
      await waitForList(frame.contentDocument!.querySelector('payment-cashier') as HTMLElement);
      assertEqual(await sandboxSockets(token), 1, 'one socket for the player');
      // socket.io's chunk took the WebSocket opened as the session started: it opened none of its own.
      assertEqual(sockets().length, 1, 'one WebSocket made');
      assert(!sockets()[0]!.defined, 'the WebSocket was opened before the element was defined');
      assert(sockets()[0]!.url.includes(`Authorization=${encodeURIComponent(token)}`), "the WebSocket is the markup's player's");
    } finally {
      frame.remove();
    }
  });

  it('opens one socket for each of two socket cashiers, each taken by its own connection', async () => {
    const tokens = [`markup-socket-a-${Math.random()}`, `markup-socket-b-${Math.random()}`];
    const { frame, sockets } = await framedPage(tokens.map((token) => cashierMarkup(token, 'socket')).join('\n'));
    try {
      await Promise.all(([...frame.contentDocument!.querySelectorAll('payment-cashier')] as HTMLElement[]).map(waitForList));
      assertEqual(sockets().length, 2, 'two WebSockets made');
      for (const token of tokens) {
        assertEqual(sockets().filter((made) => made.url.includes(`Authorization=${encodeURIComponent(token)}`)).length, 1, `one for ${token}`);
        assertEqual(await sandboxSockets(token), 1, `one socket on the server for ${token}`);
      }
      assert(sockets().every((made) => !made.defined && !made.closed), 'both opened before the element was defined, both open');
    } finally {
      frame.remove();
    }
  });

  it('closes the socket it opened when the element is removed before socket.io came', async () => {
    const token = `markup-socket-removed-${Math.random()}`;
    const { frame, sockets } = await framedPage(
      cashierMarkup(token, 'socket'),
      `<script type="module">document.querySelector('payment-cashier').remove(); window.removedAt = performance.now();</script>`,
    );
    try {
      const win = frame.contentWindow as unknown as { removedAt?: number };
      await waitFor(() => win.removedAt !== undefined, 'the removal');
      assertEqual(sockets().length, 1, 'the socket had been opened');
      await waitFor(() => sockets()[0]!.closed, 'the early socket closed with the element');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assertEqual(sockets().length, 1, 'and no other opened');
      assertEqual(await sandboxSockets(token), 0, 'no socket left on the server for the player');
    } finally {
      frame.remove();
    }
  });

  it('stops what it asked for when the element is removed before its list came', async () => {
    const token = `markup-removed-${Math.random()}`;
    // The page removes the cashier in the first task after the script ran: its calls are in flight.
    const { frame, asked } = await framedPage(
      cashierMarkup(token),
      `<script type="module">document.querySelector('payment-cashier').remove(); window.removedAt = performance.now();</script>`,
    );
    try {
      const win = frame.contentWindow as unknown as { removedAt?: number };
      await waitFor(() => win.removedAt !== undefined, 'the removal');
      const lists = asked().filter(isList);
      assertEqual(lists.length, 1, 'the list had been asked for');
      assert(lists[0]!.signal?.aborted, 'the list call is aborted with the element');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assertEqual(asked().filter(isList).length, 1, 'and not asked for again');
    } finally {
      frame.remove();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSlider, SliderUnavailable } from '../../../src/captcha/slider';
import { DELIVERY_DEADLINE_MS, openPaymentWindow, type WindowPage, WINDOW_CLOSED_CHECK_MS } from '../../../src/payment/paymentWindow';
import { startWindowPage } from '../../../src/payment/window/page';
import { parseGeetestResult, parseWindowMessage, WINDOW_ACK, windowPageUrl } from '../../../src/payment/window/protocol';

vi.mock('../../../src/captcha/slider', async (original) => ({ ...(await original<object>()), runSlider: vi.fn() }));

// Spec §7 "messages to a payment window: initGeetest, geetestResult": the slider captcha shows in
// the window the click opened, which is in front of the cashier.

const ORIGIN = 'https://casino.example';
const REQUEST = { script: 'https://captcha.example/gt4.js', captchaId: 'gt-1', language: 'eng' };
/** What the widget posts: the captcha and the language, never a script. */
const ASKED = { captchaId: 'gt-1', language: 'eng' };
const PASS = { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1' };
const reply = (payload: unknown) => JSON.stringify({ type: 'geetestResult', payload });

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(runSlider).mockReset();
});

describe('the slider messages', () => {
  it('reads initGeetest as its captcha id and language: a script it names is dropped', () => {
    expect(parseWindowMessage(JSON.stringify({ type: 'initGeetest', payload: { ...REQUEST, extra: 1 } }))).toEqual({ type: 'initGeetest', payload: ASKED });
    expect(parseWindowMessage(JSON.stringify({ type: 'initGeetest', payload: { ...REQUEST, captchaId: 7 } }))).toBeUndefined();
  });

  it('reads geetestResult as a result, an unavailable slider or an error; anything else is nothing', () => {
    expect(parseGeetestResult(reply({ result: PASS }))).toEqual({ result: PASS });
    expect(parseGeetestResult(reply({ unavailable: 'slider-network', message: 'down' }))).toEqual({ unavailable: 'slider-network', message: 'down' });
    expect(parseGeetestResult(reply({ error: 'slider-closed' }))).toEqual({ error: 'slider-closed', message: '' });
    expect(parseGeetestResult(reply({ result: { ...PASS, pass_token: 1 } }))).toBeUndefined();
    expect(parseGeetestResult(reply({ unavailable: 'other' }))).toBeUndefined();
    expect(parseGeetestResult(JSON.stringify({ type: 'redirect', payload: { result: PASS } }))).toBeUndefined();
    expect(parseGeetestResult('not json')).toBeUndefined();
    expect(parseGeetestResult({ type: 'geetestResult' })).toBeUndefined();
  });
});

describe("the window page's slider", () => {
  function page(meta = '') {
    document.head.innerHTML = meta;
    document.body.innerHTML = '<p id="status">Preparing your payment…</p>';
    let listener: ((event: MessageEvent) => void) | undefined;
    const win = {
      document,
      location: { hash: new URL(windowPageUrl('/static/', { lang: 'en', theme: 'light', origin: ORIGIN }), 'https://pay.example').hash, replace: vi.fn(), href: 'https://pay.example/static/payment-window.html' },
      addEventListener: vi.fn((_type: string, handler: (event: MessageEvent) => void) => void (listener = handler)),
      setTimeout,
      close: vi.fn(),
    };
    startWindowPage(win as unknown as Window);
    const port = () => ({ postMessage: vi.fn() });
    const post = (ports: { postMessage: unknown }[], origin = ORIGIN) =>
      listener!({ data: JSON.stringify({ type: 'initGeetest', payload: REQUEST }), origin, ports } as unknown as MessageEvent);
    return { port, post };
  }

  it('runs one slider for every copy of the request and answers each copy with its result', async () => {
    let pass!: (result: typeof PASS) => void;
    vi.mocked(runSlider).mockReturnValue(new Promise((resolve) => (pass = resolve)));
    const { port, post } = page();
    const [first, second] = [port(), port()];
    post([first]);
    post([second]);
    expect(first.postMessage).toHaveBeenCalledWith(WINDOW_ACK);
    // The slider's code is a chunk of its own: it comes, then runs once for both.
    await vi.waitFor(() => expect(vi.mocked(runSlider)).toHaveBeenCalledOnce(), { timeout: 5000 });
    // Whatever script the message named, the page loads GeeTest's own (no meta of the deployment here).
    expect(vi.mocked(runSlider).mock.calls[0]![0]).toMatchObject({ ...ASKED, script: 'https://static.geetest.com/v4/gt4.js' });
    pass(PASS);
    await vi.waitFor(() => expect(second.postMessage).toHaveBeenCalledTimes(2));
    for (const each of [first, second]) expect(each.postMessage).toHaveBeenLastCalledWith(reply({ result: PASS }));
  });

  it("loads the slider script its deployment names in the page's meta, never the message's", async () => {
    vi.mocked(runSlider).mockResolvedValue(PASS);
    const { port, post } = page('<meta name="payment-cashier-slider-script" content="/captcha/gt4.js">');
    const one = port();
    post([one]);
    await vi.waitFor(() => expect(vi.mocked(runSlider)).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(vi.mocked(runSlider).mock.calls[0]![0].script).toBe(new URL('/captcha/gt4.js', document.baseURI).href);
    document.head.innerHTML = '';
  });

  it('answers an unavailable slider and a captcha error as such', async () => {
    const { port, post } = page();
    vi.mocked(runSlider).mockRejectedValueOnce(new SliderUnavailable('slider-script', 'no script'));
    const one = port();
    post([one]);
    await vi.waitFor(() => expect(one.postMessage).toHaveBeenLastCalledWith(reply({ unavailable: 'slider-script', message: 'no script' })), { timeout: 5000 });
    vi.mocked(runSlider).mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'CashierError' }));
    const two = port();
    post([two]);
    await vi.waitFor(() => expect(two.postMessage).toHaveBeenCalledTimes(2));
    expect(JSON.parse(two.postMessage.mock.calls[1]![0] as string).payload).toMatchObject({ error: 'slider-unknown', message: 'closed' });
  });

  it('ignores a request from any other origin', () => {
    const { port, post } = page();
    const stranger = port();
    post([stranger], 'https://evil.example');
    expect(stranger.postMessage).not.toHaveBeenCalled();
    expect(vi.mocked(runSlider)).not.toHaveBeenCalled();
  });
});

describe("the widget's side: the slider in its window", () => {
  const windowPage: WindowPage = {
    staticBase: 'https://pay.example/cashier/static/',
    params: { lang: 'en', theme: 'light', origin: ORIGIN },
  };

  /** A window showing our page; `answer` is what its page replies after acknowledging (none: it never hears). */
  function opened(answer?: unknown) {
    const popup = {
      opener: null,
      closed: false,
      location: { href: '' },
      close: vi.fn(() => void (popup.closed = true)),
      postMessage: vi.fn((_text: string, _origin: string, ports: MessagePort[]) => {
        if (answer === undefined) return;
        ports[0]!.postMessage(WINDOW_ACK);
        if (answer !== 'silent') ports[0]!.postMessage(reply(answer));
      }),
    };
    const win = { open: () => popup, document, location: { href: `${ORIGIN}/lobby` }, setInterval, clearInterval, addEventListener() {}, removeEventListener() {} } as unknown as Window;
    return { popup, payment: openPaymentWindow(win, windowPage) };
  }

  it('asks the page with initGeetest and hands back what the page answers', async () => {
    const { popup, payment } = opened({ result: PASS });
    await expect(payment.slider(REQUEST, new AbortController().signal)).resolves.toEqual({ result: PASS });
    expect(JSON.parse(popup.postMessage.mock.calls[0]![0])).toEqual({ type: 'initGeetest', payload: ASKED });
    expect(popup.postMessage.mock.calls[0]![1]).toBe('https://pay.example');
  });

  it('says the slider was closed when the player closes the window during it', async () => {
    vi.useFakeTimers();
    const { popup, payment } = opened('silent');
    const answer = payment.slider(REQUEST, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(WINDOW_CLOSED_CHECK_MS);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(WINDOW_CLOSED_CHECK_MS);
    await expect(answer).resolves.toMatchObject({ error: 'slider-closed' });
  });

  it('answers null (the cashier shows the slider itself) without our page, or when the page never hears', async () => {
    vi.useFakeTimers();
    const bare = openPaymentWindow({ open: () => ({ opener: null, closed: false }), document, location: { href: ORIGIN } } as unknown as Window);
    await expect(bare.slider(REQUEST, new AbortController().signal)).resolves.toBeNull();
    const { payment } = opened();
    const answer = payment.slider(REQUEST, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(DELIVERY_DEADLINE_MS + 200);
    await expect(answer).resolves.toBeNull();
  });

  it('stops when the create is cancelled', async () => {
    const { payment } = opened('silent');
    const controller = new AbortController();
    const answer = payment.slider(REQUEST, controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/*
 * The sandbox's stand-ins for the captcha scripts: the browser APIs the cashier uses,
 * answering from the sandbox so that every branch can be walked offline.
 *   standin.js?api=recaptcha   window.grecaptcha (invisible v2: ready, render, execute, reset)
 *   standin.js?api=enterprise  window.grecaptcha.enterprise (ready, execute(siteKey, { action }))
 *   standin.js?api=slider      window.initGeetest4 (GeeTest v4: onReady, onSuccess, onError, onClose, showCaptcha, getValidate)
 * Test values, by the cents of the amount typed in the cashier (its documented `amount` part):
 *   .51 the player closes the captcha, .52 it times out, .53 it fails to load; anything else passes
 *   (the slider still has to be slid).
 */
(() => {
  const script = document.currentScript;
  const source = new URL(script.src);
  const api = source.searchParams.get('api');
  const sandbox = (path) => new URL(path, source).href;

  /** The cents of the amount typed in a cashier on this page: the test value. */
  function typedCents() {
    for (const cashier of document.querySelectorAll('payment-cashier')) {
      const input = cashier.shadowRoot && cashier.shadowRoot.querySelector('[part~="amount"]');
      if (!input || !input.value) continue;
      const cents = /[.,](\d{1,2})$/.exec(input.value.trim());
      return cents ? cents[1].padEnd(2, '0') : '00';
    }
    return '00';
  }

  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`
    :host { all: initial; }
    .overlay { position: fixed; inset: 0; background: rgb(0 0 0 / 0.45); display: grid; place-items: center; z-index: 2147483646; font: 15px/1.4 system-ui, sans-serif; }
    .card { background: #fff; color: #1a1a1a; border-radius: 8px; padding: 20px; width: min(320px, 90vw); box-shadow: 0 8px 24px rgb(0 0 0 / 0.3); position: relative; }
    .card h2 { font-size: 17px; margin: 0 0 8px; }
    .card p { margin: 0 0 12px; color: #333; }
    .card input { width: 100%; accent-color: #1a73e8; min-height: 32px; }
    .close { position: absolute; top: 6px; inset-inline-end: 6px; border: 0; background: none; font-size: 22px; width: 36px; height: 36px; cursor: pointer; color: #1a1a1a; }
    .close:focus-visible, input:focus-visible { outline: 2px solid #1a73e8; outline-offset: 2px; }
    .badge { position: fixed; inset-block-end: 12px; inset-inline-end: 12px; background: #f9f9f9; color: #1a1a1a; border: 1px solid #ccc; border-radius: 4px; padding: 6px 10px; font: 12px system-ui, sans-serif; z-index: 2147483645; }
  `);
  /** A box of the stand-in's own, in a shadow root so the page's styles leave it alone. */
  function ownBox(parent) {
    const host = document.createElement('div');
    parent.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet];
    return { host, root };
  }
  function element(tag, props, ...children) {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  }
  async function getJson(path, init) {
    const response = await fetch(sandbox(path), init);
    if (!response.ok) throw new Error(`network failure: ${response.status}`);
    return response.json();
  }

  if (api === 'recaptcha') {
    const widgets = [];
    const v2 = {
      ready: (callback) => setTimeout(callback, 0),
      render(container, params) {
        const { root } = ownBox(container);
        root.append(element('div', { className: 'badge', textContent: 'reCAPTCHA (sandbox)' }));
        widgets.push({ params, token: '' });
        return widgets.length - 1;
      },
      reset(id) {
        if (widgets[id]) widgets[id].token = '';
      },
      getResponse: (id) => (widgets[id] ? widgets[id].token : ''),
      execute(id) {
        const widget = widgets[id];
        if (!widget) throw new Error(`No reCAPTCHA widget ${id}`);
        const call = (name, ...args) => typeof widget.params[name] === 'function' && widget.params[name](...args);
        const cents = typedCents();
        if (cents === '53') return void setTimeout(() => call('error-callback'), 100);
        if (cents === '51' || cents === '52') return void showChallenge(cents, () => call('expired-callback'));
        getJson('/sandbox/captcha/recaptcha/token?kind=v2').then(
          ({ token }) => {
            widget.token = token;
            call('callback', token);
          },
          () => call('error-callback'),
        );
      },
    };
    window.grecaptcha = Object.assign(window.grecaptcha || {}, v2);
  }

  /**
   * The challenge as reCAPTCHA draws it: a frame titled "recaptcha challenge…" two boxes deep in a
   * box that is hidden, not removed, when it closes (a click outside it, or ×). For .51 the player
   * closes it after a moment; for .52 it expires after two minutes.
   */
  function showChallenge(cents, onExpired) {
    const frame = element('iframe', { title: 'recaptcha challenge expires in two minutes', src: sandbox(`/sandbox/captcha/challenge?cents=${cents}`) });
    Object.assign(frame.style, { border: '0', width: '300px', maxWidth: '80vw', height: '140px', display: 'block' });
    const close = element('button', { type: 'button', textContent: '×', ariaLabel: 'Close the challenge' });
    Object.assign(close.style, { position: 'absolute', top: '4px', right: '4px', width: '36px', height: '36px', border: '0', background: 'none', fontSize: '22px', cursor: 'pointer', color: '#1a1a1a' });
    const middle = element('div', { role: 'dialog', ariaModal: 'true', ariaLabel: 'reCAPTCHA challenge (sandbox)' }, frame, close);
    Object.assign(middle.style, { position: 'relative', background: '#fff', padding: '28px 12px 12px', borderRadius: '8px', boxShadow: '0 8px 24px rgb(0 0 0 / 0.3)' });
    // Set with the style object, as reCAPTCHA does: a strict style-src allows it.
    const outer = element('div', {}, middle);
    Object.assign(outer.style, { visibility: 'visible', position: 'fixed', inset: '0', display: 'grid', placeItems: 'center', background: 'rgb(0 0 0 / 0.45)', zIndex: '2147483646' });
    document.body.append(outer);
    const hide = () => {
      clearTimeout(expiry);
      clearTimeout(closing);
      outer.style.visibility = 'hidden';
    };
    close.addEventListener('click', hide);
    outer.addEventListener('click', (event) => event.target === outer && hide());
    const closing = cents === '51' ? setTimeout(hide, 1200) : undefined;
    const expiry = setTimeout(() => {
      onExpired();
      hide();
    }, 120_000);
    close.focus();
  }

  if (api === 'enterprise') {
    const grecaptcha = (window.grecaptcha = window.grecaptcha || {});
    grecaptcha.enterprise = {
      ready: (callback) => setTimeout(callback, 0),
      async execute(siteKey, options) {
        if (!siteKey) throw new Error('reCAPTCHA Enterprise: no site key');
        const { token } = await getJson(`/sandbox/captcha/recaptcha/token?kind=v3&action=${encodeURIComponent((options && options.action) || '')}`);
        return token;
      },
    };
  }

  if (api === 'slider') {
    window.initGeetest4 = (config, callback) => {
      const handlers = { ready: [], success: [], error: [], close: [] };
      const emit = (name, ...args) => handlers[name].forEach((handler) => handler(...args));
      let lot = null;
      let result = null;
      let shown = null;
      const captcha = {
        onReady: (handler) => (handlers.ready.push(handler), captcha),
        onSuccess: (handler) => (handlers.success.push(handler), captcha),
        onError: (handler) => (handlers.error.push(handler), captcha),
        onClose: (handler) => (handlers.close.push(handler), captcha),
        onFail: () => captcha,
        getValidate: () => result,
        reset: () => void (result = null),
        destroy: () => shown && shown.remove(),
        showCaptcha() {
          if (!lot) return;
          shown = showSlider(config, lot, (verified) => {
            result = verified;
            emit('success');
          }, () => emit('close'));
          if (cents === '51') setTimeout(() => shown && shown.isConnected && (shown.remove(), emit('close')), 1200);
        },
      };
      const cents = typedCents();
      // The page has its captcha (and sets its handlers) before anything is emitted, as with GeeTest:
      // a load answered before that tick (an engine that runs a 0 ms timer late) is not lost.
      const handed = new Promise((resolve) => setTimeout(() => resolve(callback(captcha)), 0));
      // .52: the slider's load request never answers, so it never becomes ready.
      if (cents === '52') return;
      if (cents === '53') return void handed.then(() => setTimeout(() => emit('error', { code: '60500', msg: 'script unable to load (sandbox test value .53)' }), 100));
      const loaded = getJson(`/sandbox/captcha/slider/load?captcha_id=${encodeURIComponent(config.captchaId || '')}`);
      Promise.all([loaded, handed]).then(
        ([answer]) => {
          lot = answer.lot_number;
          emit('ready');
        },
        (error) => emit('error', { code: '60002', msg: `network failure: ${error.message}` }),
      );
    };
  }

  /** The slider: slide to the end (pointer or arrow keys) to verify; × closes it. */
  function showSlider(config, lot, onVerified, onClosed) {
    const { host, root } = ownBox(document.body);
    const slider = element('input', { type: 'range', min: '0', max: '100', value: '0', ariaLabel: 'Slide to verify' });
    const close = element('button', { type: 'button', className: 'close', textContent: '×', ariaLabel: 'Close the slider' });
    const card = element(
      'div',
      { className: 'card', role: 'dialog', ariaModal: 'true', ariaLabel: 'Slider captcha (sandbox)' },
      close,
      element('h2', { textContent: 'Slider captcha (sandbox)' }),
      element('p', { textContent: `Slide all the way to the right. Language: ${config.language || 'eng'}.` }),
      slider,
    );
    root.append(element('div', { className: 'overlay' }, card));
    close.addEventListener('click', () => {
      host.remove();
      onClosed();
    });
    slider.addEventListener('change', () => {
      if (Number(slider.value) < 100) return void (slider.value = '0');
      slider.disabled = true;
      getJson('/sandbox/captcha/slider/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lot_number: lot }) }).then(
        (verified) => {
          host.remove();
          onVerified(verified);
        },
        () => {
          slider.disabled = false;
          slider.value = '0';
        },
      );
    });
    slider.focus();
    return host;
  }
})();

// Plays the native app of a web view: a React Native bridge that logs, and the handshake injected
// on window a moment after the page loads, as an app does once its own user data is ready; the
// external browser it is asked to open is a new tab here.
// `?never` leaves the handshake out (the widget gives up after 5 s); `?platform=ios` etc. set the user.
(function () {
  var query = new URLSearchParams(location.search);
  window.nativeMessages = [];
  window.ReactNativeWebView = {
    postMessage: function (text) {
      var message = JSON.parse(text);
      window.nativeMessages.push(message);
      console.log('[native]', text);
      // An app opens these in the phone's browser; the demo opens a tab.
      if (message.type === 'openExtBrowser' && message.payload && /^https?:/.test(message.payload.url)) {
        window.open(message.payload.url, '_blank', 'noopener');
      }
    },
  };
  if (query.has('never')) return;
  setTimeout(function () {
    window.__PAYMENT_CASHIER_HANDSHAKE__ = {
      token: query.get('token') || 'webview-player',
      isMobileApp: true,
      user: {
        paymentGeo: query.get('geo') || 'BR',
        currency: query.get('currency') || 'BRL',
        platform: query.get('platform') || 'android',
        lang: query.get('lang') || 'en',
      },
    };
  }, 300);
})();

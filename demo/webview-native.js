// Plays the native app of a web view: a React Native bridge that logs, and the handshake injected
// on window a moment after the page loads, as an app does once its own user data is ready.
// `?never` leaves the handshake out (the widget gives up after 5 s); `?platform=ios` etc. set the user.
(function () {
  var query = new URLSearchParams(location.search);
  window.nativeMessages = [];
  window.ReactNativeWebView = {
    postMessage: function (text) {
      window.nativeMessages.push(JSON.parse(text));
      console.log('[native]', text);
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

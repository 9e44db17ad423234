// Counts Content-Security-Policy violations on the strict page and tells a framing test page.
(function () {
  var violations = [];
  window.cspViolations = violations;
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : null;
  var report = function (type, payload) {
    if (window.parent !== window && parentOrigin) window.parent.postMessage({ type: type, payload: payload }, parentOrigin);
  };
  document.addEventListener('securitypolicyviolation', function (event) {
    violations.push(event.violatedDirective + ' ' + event.blockedURI);
    report('csp-violation', event.violatedDirective);
  });
  document.addEventListener('cashier-full-load', function () {
    report('csp-full-load', { violations: violations.slice() });
  });
})();

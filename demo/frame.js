// The parent of a framed cashier: sends the handshake as a `loaded` message, logs what comes back.
const frame = document.getElementById('frame');
const form = document.getElementById('frame-controls');
const log = document.getElementById('log');
const childOrigin = location.origin;
frame.src = `frame-child.html?host=${encodeURIComponent(location.origin)}`;

function handshake() {
  const data = new FormData(form);
  return {
    token: data.get('token'),
    locale: data.get('locale'),
    user: { paymentGeo: data.get('paymentGeo'), currency: data.get('currency'), platform: data.get('platform') },
  };
}
const send = (message) => frame.contentWindow.postMessage(JSON.stringify(message), childOrigin);

window.addEventListener('message', (event) => {
  if (event.origin !== childOrigin || event.source !== frame.contentWindow) return;
  // The frame is as tall as the cashier in it: no inner scroll bar, no empty space below.
  if (event.data?.type === 'onResize') frame.style.height = `${event.data.payload.height}px`;
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()} ${JSON.stringify(event.data)}`;
  log.prepend(item);
});
frame.addEventListener('load', () => send({ type: 'loaded', payload: handshake() }));
form.addEventListener('submit', (event) => {
  event.preventDefault();
  send({ type: 'loaded', payload: handshake() });
});
document.getElementById('send-close').addEventListener('click', () => send({ type: 'close' }));

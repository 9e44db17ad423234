// The framed page: the parent's origin comes in the address; the handshake comes by postMessage.
const host = new URLSearchParams(location.search).get('host');
if (host) document.getElementById('cashier').setAttribute('host', host);

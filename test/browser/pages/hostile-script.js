// A stranger's script: if the payment window page ever runs it, it tells whoever opened the page.
window.opener?.postMessage('hostile-script-ran', '*');

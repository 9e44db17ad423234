import { cashierPolicy } from '../security/trustedTypes';

const loading = new Map<string, Promise<void>>();

/**
 * Adds a script to the document once per URL and waits for it. A failed load is forgotten, so
 * the next attempt adds it again. Scripts added by the widget's own script are trusted by a
 * `strict-dynamic` policy; an allow-list policy must name the captcha's hosts (README).
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    // Through the widget's Trusted Types policy: a page that enforces them allows it by name.
    script.src = cashierPolicy().createScriptURL(url);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`Failed to load ${url}`));
    };
    document.head.append(script);
  });
  loading.set(url, loaded);
  return loaded;
}

/** The page's localStorage, or null where reading it throws (blocked third-party storage). */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A method's logo for the sandbox: its name's initials on a colour chosen by the name. */
const PALETTE = ['#0b5cff', '#00875a', '#b8004a', '#6a3fd1', '#c25400', '#007c89', '#3d4a5c', '#8a5a00'];

export function methodIconSvg(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length];
  const label = id.replace(/[^a-z0-9]/gi, '').slice(0, 4).toUpperCase();
  const size = label.length > 3 ? 11 : 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="28" viewBox="0 0 40 28"><rect width="40" height="28" rx="6" fill="${colour}"/><text x="20" y="18.5" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

/**
 * A file read as text, with no cookies (DESIGN §3: only transport/ touches the network): a
 * currency's icon, an operator's asset. Only pages after the list read one, so it is not in plain.ts,
 * whose catalog read the first screen needs.
 */
export async function getText(url: string, signal?: AbortSignal): Promise<{ status: number; text: string | null }> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  return { status: response.status, text: response.ok ? await response.text() : null };
}

/** A path from a query (`backRoute`, `to`) counts only when it is a page inside the widget. */
export const internalPath = (value: string | null, fallback: string): string =>
  value && /^\/[\w\-/]*$/.test(value) ? value : fallback;

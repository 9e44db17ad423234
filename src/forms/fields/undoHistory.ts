/** Spec §5 "Other": a masked field keeps up to this many earlier values to undo to. */
export const UNDO_LIMIT = 100;

/** What a field can go back to (`past`, oldest first) and forward to again (`future`, nearest last). */
export interface UndoHistory {
  past: readonly string[];
  future: readonly string[];
}

export const emptyHistory = (): UndoHistory => ({ past: [], future: [] });

/** A change from `before`: it joins the past (the oldest goes past the limit), and what was undone is gone. */
export function recordChange(history: UndoHistory, before: string): UndoHistory {
  if (history.past[history.past.length - 1] === before) return { past: history.past, future: [] };
  return { past: [...history.past, before].slice(-UNDO_LIMIT), future: [] };
}

/** Back one value from `current`; null with nothing to undo. */
export function undo(history: UndoHistory, current: string): { history: UndoHistory; value: string } | null {
  const value = history.past[history.past.length - 1];
  if (value === undefined) return null;
  return { value, history: { past: history.past.slice(0, -1), future: [...history.future, current] } };
}

/** Forward one value from `current`, to what was undone; null with nothing to redo. */
export function redo(history: UndoHistory, current: string): { history: UndoHistory; value: string } | null {
  const value = history.future[history.future.length - 1];
  if (value === undefined) return null;
  return { value, history: { past: [...history.past, current].slice(-UNDO_LIMIT), future: history.future.slice(0, -1) } };
}

/** Ctrl+Z or Cmd+Z undoes; with Shift (or Ctrl+Y) it redoes. */
export function undoKeyOf(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && event.ctrlKey && !event.shiftKey ? 'redo' : null;
}

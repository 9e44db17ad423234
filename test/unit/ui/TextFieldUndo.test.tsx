import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyHistory, recordChange, redo, undo, undoKeyOf } from '../../../src/forms/fields/undoHistory';
import { TextField } from '../../../src/ui/TextField';
import { type Rendered, renderWithCashier } from './renderWithCashier';

describe('a masked field\'s undo history (spec §5 "Other")', () => {
  it('goes back and forth through what was typed, a new change dropping what was undone', () => {
    let history = recordChange(recordChange(emptyHistory(), ''), '1');
    const back = undo(history, '12')!;
    expect(back.value).toBe('1');
    const forth = redo(back.history, back.value)!;
    expect(forth.value).toBe('12');
    history = recordChange(back.history, '1');
    expect(redo(history, '13')).toBeNull();
    expect(undo(emptyHistory(), 'x')).toBeNull();
  });

  it('keeps at most 100 earlier values (spec §9)', () => {
    let history = emptyHistory();
    for (let i = 0; i < 150; i++) history = recordChange(history, String(i));
    expect(history.past).toHaveLength(100);
    expect(history.past[0]).toBe('50');
  });

  it('undoes with Ctrl or Cmd+Z, redoes with Shift (or Ctrl+Y), and leaves other keys alone', () => {
    const key = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
      undoKeyOf({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect([key('z', { ctrlKey: true }), key('z', { metaKey: true }), key('Z', { ctrlKey: true, shiftKey: true }), key('y', { ctrlKey: true })]).toEqual(['undo', 'undo', 'redo', 'redo']);
    expect([key('z'), key('z', { ctrlKey: true, altKey: true }), key('a', { ctrlKey: true })]).toEqual([null, null, null]);
  });
});

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Field({ undoable }: { undoable: boolean }) {
  const [value, setValue] = useState('');
  return <TextField label="Date" value={value} placeholder="" error={null} undoable={undoable} onChange={(typed) => setValue(typed.toUpperCase())} onBlur={() => {}} onFocus={() => {}} />;
}

describe('a text field that keeps its own undo history', () => {
  const input = () => view!.container.querySelector('input')!;
  const typeIn = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const press = (init: KeyboardEventInit) => act(() => input().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })));

  it('steps back through the values as the field showed them, and forward again', async () => {
    view = renderWithCashier(<Field undoable />);
    await typeIn('a');
    await typeIn('ab');
    await press({ key: 'z', ctrlKey: true });
    expect(input().value).toBe('A');
    await press({ key: 'z', ctrlKey: true });
    expect(input().value).toBe('');
    await press({ key: 'z', ctrlKey: true, shiftKey: true });
    expect(input().value).toBe('A');
  });

  it('leaves a field without one to the browser', async () => {
    view = renderWithCashier(<Field undoable={false} />);
    await typeIn('a');
    await press({ key: 'z', ctrlKey: true });
    expect(input().value).toBe('A');
  });
});

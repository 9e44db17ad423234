import { describe, expect, it } from 'vitest';
import { breakpointFor } from '../../../src/ui/Shell';

describe('breakpoints on the element width (spec §2 Layout)', () => {
  it.each([
    [320, 'small'], [767, 'small'], [767.5, 'medium'], [768, 'medium'], [1024, 'medium'], [1025, 'large'], [1920, 'large'],
  ])('%d px → %s', (width, expected) => expect(breakpointFor(width)).toBe(expected));
});

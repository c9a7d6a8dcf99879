import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress } from './after-press.ts';

afterEach(() => vi.useRealTimers());

function press(type: 'pointerdown' | 'pointerup' | 'pointercancel'): void {
  window.dispatchEvent(new Event(type));
}

describe('afterPress', () => {
  it('waits for the press under way to be released, then for the task its click comes in', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    press('pointerdown');
    afterPress(() => ran.push('message'));
    vi.runAllTimers();
    expect(ran).toEqual([]);
    press('pointerup');
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(['message']);
  });

  it("a field's blur during the press is no release: only the window's own blur is", () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const field = document.body.appendChild(document.createElement('input'));
    press('pointerdown');
    field.dispatchEvent(new FocusEvent('blur'));
    afterPress(() => ran.push('message'));
    vi.runAllTimers();
    expect(ran).toEqual([]);
    window.dispatchEvent(new FocusEvent('blur'));
    vi.runAllTimers();
    expect(ran).toEqual(['message']);
    field.remove();
  });

  it('runs after the current task when no press is under way (keyboard, or a tap whose pointerup came first)', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    afterPress(() => ran.push('message'));
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(['message']);
  });

  it('a cancelled press releases what waits on it', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    press('pointerdown');
    afterPress(() => ran.push('message'));
    press('pointercancel');
    vi.runAllTimers();
    expect(ran).toEqual(['message']);
  });
});

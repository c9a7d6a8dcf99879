// A field's message shown when the visitor leaves it moves everything below it down a line. Shown during the press that
// moved the focus (a blur comes with the press's mousedown), it moved the pressed control from under the pointer: the
// press's click then landed on nothing, so the revenue list stayed shut until a second press.

let pressed = false;
let waiting: Array<() => void> = [];

function released(): void {
  pressed = false;
  const run = waiting;
  waiting = [];
  // After this task: a press's pointerup, mouseup and click are dispatched in one task, so the click is already on its target.
  if (run.length > 0) window.setTimeout(() => run.forEach((effect) => effect()), 0);
}

// Listening from the start, capturing: a press that began before the first blur must still be known.
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), { capture: true });
  for (const end of ['pointerup', 'pointercancel', 'dragend'] as const) window.addEventListener(end, released, { capture: true });
  // The window losing focus ends a press (its pointerup goes elsewhere). Not capturing: the window's capture phase also sees
  // every field's blur, the very blur that comes with the press.
  window.addEventListener('blur', (event) => event.target === event.currentTarget && released());
}

/**
 * Runs `effect` once the press under way (if any) has delivered its click, and otherwise after the current task: a tap's
 * mousedown (when the blur happens), mouseup and click come after its pointerup, in one task.
 */
export function afterPress(effect: () => void): void {
  if (pressed) waiting.push(effect);
  else window.setTimeout(effect, 0);
}

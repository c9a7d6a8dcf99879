/**
 * Until the app has hydrated, a prerendered page's form fields are plain HTML: the browser itself keeps every keystroke,
 * paste, caret move and choice in the DOM. What can lose them is React seeing those events half-way through hydration
 * (the page content hydrates after the shell, as its own Suspense boundary): it runs a controlled field's onChange
 * against a tree that is not committed yet, then writes the field's stale value back into the DOM. So field events
 * stop here, at the window's capture phase (before React's listeners on the document), and only their default action
 * happens.
 *
 * Forms that adopt what was typed (lib/prerendered-fields.ts) mark their root `data-prerendered-input`; their fields
 * are held until that root says `adopted` (in the layout phase of the commit that hydrates it). Other fields are held
 * until the page is marked hydrated. Clicks on controls that need the app (a button, a dropdown, a toggle) and form
 * submits are held the same way and replayed on release, so 'Send' pressed early sends what was typed.
 */
// Those React listens to for a field's onChange, onBeforeInput, onKey*, onSelect, onFocus and onBlur (a paste or cut
// reaches it as an input event).
export const fieldEvents = ['beforeinput', 'input', 'change', 'keydown', 'keypress', 'keyup', 'compositionstart', 'compositionend', 'select', 'focusin', 'focusout'] as const;

/** Controls whose click does nothing useful without the app. */
export const heldClickSelector = 'button, summary, [role="button"], [role="combobox"], input[type="checkbox"], input[type="radio"], input[type="submit"]';
/** On a form (or other root) whose fields' values the app adopts on hydration: '' until then, 'adopted' after. */
export const inputOwnerAttribute = 'data-prerendered-input';
export const adoptedValue = 'adopted';

export interface HoldOptions {
  /** Whether the page as a whole is hydrated (input outside any owner is released then). */
  pageHydrated: () => boolean;
}

export interface HydrationHold {
  /** Releases what is ready (owners adopted, or the page hydrated), replaying their held clicks and submits in order. */
  update(): void;
  /** Whether everything has been released and the listeners removed. */
  readonly done: boolean;
}

function isField(target: EventTarget | null): target is Element {
  if (!(target instanceof Element)) return false;
  return target.matches('input, textarea, select') || (target instanceof HTMLElement && target.isContentEditable);
}

export function holdUntilHydrated(view: Window, options: HoldOptions): HydrationHold {
  const held: Array<{ key: Element; replay: () => void }> = [];
  const ownerOf = (element: Element) => element.closest(`[${inputOwnerAttribute}]`);
  const holding = (element: Element) => {
    const owner = ownerOf(element);
    return owner ? owner.getAttribute(inputOwnerAttribute) !== adoptedValue : !options.pageHydrated();
  };

  const shieldField = (event: Event) => {
    if (isField(event.target) && holding(event.target)) event.stopImmediatePropagation();
  };
  const hold = (event: Event, key: Element, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((entry) => entry.key === key)) held.push({ key, replay });
  };
  const holdClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(heldClickSelector) : null;
    if (!control || !holding(control)) return;
    hold(event, control, () => {
      if (control.isConnected && control instanceof HTMLElement) control.click();
    });
  };
  // A submit that no held click caused (a script, a browser feature): kept from reloading the page, sent once hydrated.
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !holding(form)) return;
    const submitter = (event as SubmitEvent).submitter;
    hold(event, form, () => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    });
  };

  for (const type of fieldEvents) view.addEventListener(type, shieldField, true);
  view.addEventListener('click', holdClick, true);
  view.addEventListener('submit', holdSubmit, true);
  const state = {
    done: false,
    update() {
      if (state.done) return;
      const ready = held.filter((entry) => !holding(entry.key));
      for (const entry of ready) held.splice(held.indexOf(entry), 1);
      const pendingOwner = view.document.querySelector(`[${inputOwnerAttribute}]:not([${inputOwnerAttribute}="${adoptedValue}"])`);
      if (options.pageHydrated() && !pendingOwner && held.length === 0) {
        state.done = true;
        for (const type of fieldEvents) view.removeEventListener(type, shieldField, true);
        view.removeEventListener('click', holdClick, true);
        view.removeEventListener('submit', holdSubmit, true);
      }
      for (const entry of ready) entry.replay();
    },
  };
  return state;
}

/**
 * Calls `hold.update()` whenever the page or an input owner is marked, until everything is released; `onPageMarked`
 * once, when the page is.
 */
export function releaseOnMarks(root: HTMLElement, hydratedAttribute: string, hold: HydrationHold, onPageMarked?: () => void): void {
  let pageMarked = false;
  const observer = new MutationObserver(() => {
    if (!pageMarked && root.hasAttribute(hydratedAttribute)) {
      pageMarked = true;
      onPageMarked?.();
    }
    hold.update();
    if (hold.done) observer.disconnect();
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: [hydratedAttribute, inputOwnerAttribute] });
  hold.update();
}

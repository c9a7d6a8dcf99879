import { useLayoutEffect, useRef, type RefObject } from 'react';
import { adoptedValue, inputOwnerAttribute } from '../boot/hold-until-hydrated.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(element: Element): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** The named fields under `root` whose value the visitor changed from what the page was rendered with. */
export function changedFieldValues(root: ParentNode): Map<string, string> {
  const values = new Map<string, string>();
  for (const element of root.querySelectorAll('input[name], textarea[name], select[name]')) {
    if (!isField(element) || element.type === 'hidden' || element.disabled) continue;
    const initial = element instanceof HTMLSelectElement ? [...element.options].find((option) => option.defaultSelected)?.value : element.defaultValue;
    if (element.value !== (initial ?? element.value)) values.set(element.name, element.value);
  }
  return values;
}

/**
 * Carries into the app what the visitor typed or chose in a prerendered form before it hydrated. Spread `ownerProps`
 * on the form's root element and give it `ref`: the boot script (frontend/src/boot) then keeps the fields' events
 * from React until, in the layout phase of the commit that hydrates the form, `adopt` has received each changed
 * field's value by name and the root is marked adopted. A layout effect, because any later re-render of a controlled
 * field writes its state into the DOM. The state then equals the DOM: React writes nothing back, focus and caret stay.
 * A form rendered in the browser (client navigation) has nothing to adopt and is marked at once.
 */
export function useAdoptPrerenderedFields<Root extends HTMLElement = HTMLFormElement>(adopt: (values: ReadonlyMap<string, string>) => void) {
  const ref = useRef<Root>(null);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || root.getAttribute(inputOwnerAttribute) === adoptedValue) return;
    const values = changedFieldValues(root);
    if (values.size > 0) adoptRef.current(values);
    root.setAttribute(inputOwnerAttribute, adoptedValue);
  }, []);
  return { ref: ref as RefObject<Root | null>, ownerProps: { [inputOwnerAttribute]: '' } };
}

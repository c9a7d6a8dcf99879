import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptedValue, holdUntilHydrated, inputOwnerAttribute, releaseOnMarks } from './hold-until-hydrated.ts';

const root = document.documentElement;
let hydrated = false;

function page(html: string) {
  document.body.innerHTML = html;
  const hold = holdUntilHydrated(window, { pageHydrated: () => hydrated });
  return hold;
}

/** What the app's listener (React's, on the document) receives. */
function appListener(type: string) {
  const seen: Event[] = [];
  const listener = (event: Event) => seen.push(event);
  document.addEventListener(type, listener, true);
  return { seen, stop: () => document.removeEventListener(type, listener, true) };
}

afterEach(() => {
  hydrated = false;
  root.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

describe('holdUntilHydrated', () => {
  it('keeps field events from the app until the form is adopted, without touching what the browser did', () => {
    const hold = page(`<form ${inputOwnerAttribute}=""><input name="email"><button>Send</button></form><input name="other">`);
    const input = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    const app = appListener('input');
    input.value = 'news';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(app.seen).toHaveLength(0);
    expect(input.value).toBe('news');

    // The page shell hydrated first: fields inside the not yet adopted form stay held, others are released.
    hydrated = true;
    hold.update();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(app.seen).toHaveLength(0);
    document.querySelector<HTMLInputElement>('input[name="other"]')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(app.seen).toHaveLength(1);

    document.querySelector('form')!.setAttribute(inputOwnerAttribute, adoptedValue);
    hold.update();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(app.seen).toHaveLength(2);
    expect(hold.done).toBe(true);
    app.stop();
  });

  it('holds a click on a button (no native submit, no app handler) and replays it once, after release', () => {
    const hold = page(`<form ${inputOwnerAttribute}=""><input name="email"><button type="submit">Send</button></form>`);
    const button = document.querySelector('button')!;
    const submits = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submits);
    const app = appListener('click');
    button.click();
    button.click();
    expect(submits).not.toHaveBeenCalled();
    expect(app.seen).toHaveLength(0);

    hydrated = true;
    document.querySelector('form')!.setAttribute(inputOwnerAttribute, adoptedValue);
    hold.update();
    expect(app.seen).toHaveLength(1);
    expect(submits).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', submits);
    app.stop();
  });

  it('holds a click on a dropdown trigger too, but lets links and plain text through', () => {
    const hold = page(`<input role="combobox" name="revenue"><a href="#x">link</a><p>text</p>`);
    const app = appListener('click');
    document.querySelector<HTMLElement>('[role="combobox"]')!.click();
    document.querySelector<HTMLElement>('a')!.click();
    document.querySelector<HTMLElement>('p')!.click();
    expect(app.seen.map((event) => (event.target as Element).tagName)).toEqual(['A', 'P']);
    hydrated = true;
    hold.update();
    expect(app.seen.map((event) => (event.target as Element).tagName)).toEqual(['A', 'P', 'INPUT']);
    app.stop();
  });

  it('releaseOnMarks releases when the attributes are set', async () => {
    document.body.innerHTML = `<form ${inputOwnerAttribute}=""><input name="q"></form>`;
    const hold = holdUntilHydrated(window, { pageHydrated: () => root.hasAttribute('data-hydrated') });
    releaseOnMarks(root, 'data-hydrated', hold);
    root.setAttribute('data-hydrated', '');
    document.querySelector('form')!.setAttribute(inputOwnerAttribute, adoptedValue);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hold.done).toBe(true);
  });
});

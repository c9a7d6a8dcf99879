import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, appModulesId, readAppModules, startApp } from './load-app.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('readAppModules', () => {
  it('reads the list and tolerates a missing or broken one', () => {
    document.body.innerHTML = `<script type="application/json" id="${appModulesId}">["/a.js","/b.js",3]</script>`;
    expect(readAppModules(document)).toEqual(['/a.js', '/b.js']);
    document.body.innerHTML = `<script type="application/json" id="${appModulesId}">{oops</script>`;
    expect(readAppModules(document)).toEqual([]);
    document.body.innerHTML = '';
    expect(readAppModules(document)).toEqual([]);
  });
});

describe('startApp', () => {
  it('adds the entry as a module script, then modulepreloads the rest a few per task', () => {
    const tasks: Array<() => void> = [];
    startApp(document, ['/entry.js', '/1.js', '/2.js', '/3.js', '/4.js', '/5.js'], (next) => tasks.push(next));
    const script = document.head.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(script.getAttribute('src')).toBe('/entry.js');
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4);
    tasks.shift()!();
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(['/1.js', '/2.js', '/3.js', '/4.js', '/5.js']);
    expect(tasks).toHaveLength(0);
  });

  it('does nothing without modules', () => {
    startApp(document, []);
    expect(document.head.children).toHaveLength(0);
  });
});

describe('afterFirstPaint', () => {
  it('starts once, at the first paint, even if the fallback timer fires too', () => {
    let paint: () => void = () => {};
    let timer: () => void = () => {};
    const start = vi.fn();
    afterFirstPaint({ visible: true, onFirstPaint: (then) => (paint = then), setTimer: (then) => (timer = then) }, start);
    expect(start).not.toHaveBeenCalled();
    paint();
    timer();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the fallback when no paint is reported, and at once in a background tab or without paint timing', () => {
    let timer: () => void = () => {};
    const start = vi.fn();
    afterFirstPaint({ visible: true, onFirstPaint: () => {}, setTimer: (then) => (timer = then) }, start);
    timer();
    expect(start).toHaveBeenCalledTimes(1);
    afterFirstPaint({ visible: false, onFirstPaint: () => {}, setTimer: () => {} }, start);
    afterFirstPaint({ visible: true, setTimer: () => {} }, start);
    expect(start).toHaveBeenCalledTimes(3);
  });
});

import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { adoptedValue, inputOwnerAttribute } from '../boot/hold-until-hydrated.ts';
import { changedFieldValues, useAdoptPrerenderedFields } from './prerendered-fields.ts';

describe('changedFieldValues', () => {
  it('lists the named fields whose value differs from the rendered one', () => {
    document.body.innerHTML = `<div>
      <input name="a" value="">
      <input name="b" value="kept">
      <textarea name="c"></textarea>
      <select name="d"><option selected>x</option><option>y</option></select>
      <input type="hidden" name="e" value="">
    </div>`;
    (document.querySelector('[name="a"]') as HTMLInputElement).value = 'typed';
    (document.querySelector('[name="c"]') as HTMLTextAreaElement).value = 'line';
    (document.querySelector('[name="d"]') as HTMLSelectElement).value = 'y';
    (document.querySelector('[name="e"]') as HTMLInputElement).value = 'script';
    expect(Object.fromEntries(changedFieldValues(document.body))).toEqual({ a: 'typed', c: 'line', d: 'y' });
  });
});

function Form(props: { onAdopt: (values: ReadonlyMap<string, string>) => void }) {
  const [value, setValue] = useState('');
  const owner = useAdoptPrerenderedFields((values) => {
    props.onAdopt(values);
    setValue(values.get('email') ?? '');
  });
  return (
    <form ref={owner.ref} {...owner.ownerProps}>
      <input name="email" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
    </form>
  );
}

describe('useAdoptPrerenderedFields', () => {
  it('marks a form rendered in the browser adopted at once, with nothing to adopt', () => {
    const adopted: Array<ReadonlyMap<string, string>> = [];
    const { container } = render(<Form onAdopt={(values) => adopted.push(values)} />);
    expect(container.querySelector('form')?.getAttribute(inputOwnerAttribute)).toBe(adoptedValue);
    expect(adopted).toEqual([]);
  });
});

import type { Ref } from 'react';

const hidden = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * A field people never see or reach (off-screen, aria-hidden, out of the tab order, no autofill). Bots that fill
 * every input give themselves away; the server then answers as usual and drops the submission.
 */
export function HoneypotField(props: { inputRef: Ref<HTMLInputElement>; id: string }) {
  return (
    <div aria-hidden="true" style={hidden}>
      <label htmlFor={props.id}>Leave this field empty</label>
      <input ref={props.inputRef} id={props.id} type="text" name="fax_number" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

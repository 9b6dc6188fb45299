import type { FormEvent } from 'react';

/**
 * A `<form>`'s `onSubmit`: the browser does not post the page, `submit` runs instead (TanStack
 * Form's `handleSubmit`, which validates first). Enter in any field submits, as the user expects.
 */
export function formSubmit(submit: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
}

import { html, type SafeHtml } from './html.js';

export type FieldOptions = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  required?: boolean;
  readonly?: boolean;
  autofocus?: boolean;
};

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function field(options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="field">
<label for="${id}">${options.label}</label>
<input id="${id}" name="${options.name}" type="${options.type ?? 'text'}"${
    options.type === 'password' ? '' : html` value="${options.value ?? ''}"`
  }${options.autocomplete ? html` autocomplete="${options.autocomplete}"` : ''}${
    options.required ? html` required` : ''
  }${options.readonly ? html` readonly` : ''}${options.autofocus ? html` autofocus` : ''}${
    options.error ? html` aria-invalid="true"` : ''
  }${describedBy ? html` aria-describedby="${describedBy}"` : ''}>
${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ''}
${options.error ? html`<p class="field-error" id="${id}-error">${options.error}</p>` : ''}
</div>`;
}

/** The errors of a form, listed at its top and linked to their fields. */
export function errorSummary(title: string, errors: Record<string, string | undefined>): SafeHtml {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return html``;
  return html`<div class="alert error" role="alert"><strong>${title}</strong><ul>${entries.map(
    ([name, message]) => html`<li><a href="#field-${name}">${message}</a></li>`,
  )}</ul></div>`;
}

export function alert(kind: 'error' | 'success', message: string | undefined): SafeHtml {
  if (!message) return html``;
  return html`<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`;
}

/** The first field with an error gets the focus, else the given default. */
export function focusFirst<K extends string>(order: K[], errors: Partial<Record<K, string>>, fallback: K): K {
  return order.find((name) => errors[name]) ?? fallback;
}

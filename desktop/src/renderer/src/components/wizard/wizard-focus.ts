/** DOM helpers of the wizard shell: focus on a new step, scroll to the first error, Enter to advance. */

const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  // choice cards (a store to assign, a plan) are buttons with these roles
  '[role="checkbox"]:not([disabled])',
  '[role="radio"]:not([disabled])',
].join(', ');

/**
 * Focuses the first field of the step body; a step without fields focuses its body, so the focus never
 * falls out of the dialog (where Escape would no longer reach it).
 */
export function focusFirstField(container: HTMLElement | null): void {
  const field = container?.querySelector<HTMLElement>(FIELD_SELECTOR) ?? container;
  field?.focus({ preventScroll: false });
}

/**
 * Marks the first field of the step body for Mantine's focus trap, which focuses `[data-autofocus]` when
 * the dialog opens (else its first tabbable element, the close button): the keyboard starts in the form.
 */
export function markFirstField(container: HTMLElement): void {
  container.querySelector(FIELD_SELECTOR)?.setAttribute('data-autofocus', '');
}

/** Scrolls to and focuses the first field marked invalid, else scrolls to the error message; returns whether there was one. */
export function revealFirstError(container: HTMLElement | null): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) {
    invalid.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid.focus({ preventScroll: true });
    return true;
  }
  const alert = container?.querySelector<HTMLElement>('[role="alert"]');
  alert?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  return alert !== null && alert !== undefined;
}

/** Whether an Enter key press in this element means "advance" (not a text area, a button or an open list). */
export function isAdvancingEnter(event: { key: string; target: EventTarget | null; defaultPrevented?: boolean; nativeEvent: { isComposing?: boolean } }): boolean {
  // a field that used the Enter itself (a suggestion list choosing its option) says so with preventDefault
  if (event.key !== 'Enter' || event.nativeEvent.isComposing === true || event.defaultPrevented === true) return false;
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return false;
  if (target.getAttribute('aria-expanded') === 'true') return false;
  return !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

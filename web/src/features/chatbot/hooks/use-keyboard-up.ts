import { useSyncExternalStore } from 'react';

/**
 * How much of the layout viewport the visual viewport may lose before we call it the on-screen
 * keyboard, in CSS pixels: more than any browser's collapsing URL bar (~60 px), less than the
 * smallest phone keyboard (~180 px).
 */
export const KEYBOARD_MIN_HEIGHT = 150;

/** Touch or phone-sized screens, where focusing a text field brings the keyboard up. */
const TOUCH_OR_NARROW = '(pointer: coarse), (max-width: 767px)';

/** Input types that take no typing (no keyboard comes up for them). */
const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether `element` takes typed text (a text input, a textarea, an editable region). */
export function takesTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) {
    return !NOT_TYPED.has(element.type) && !element.readOnly;
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Whether the on-screen keyboard is (very likely) up: the visual viewport is markedly shorter than
 * the window (the keyboard took the difference; a pinch zoom is not counted), or a text field has
 * the focus on a touch or phone-sized screen (browsers that resize the layout instead, where the
 * viewport alone cannot tell).
 */
export function keyboardUp(): boolean {
  const viewport = window.visualViewport;
  if (viewport && window.innerHeight - viewport.height * viewport.scale > KEYBOARD_MIN_HEIGHT) {
    return true;
  }
  if (!takesTyping(document.activeElement)) return false;
  return window.matchMedia?.(TOUCH_OR_NARROW).matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport;
  viewport?.addEventListener('resize', onChange);
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    viewport?.removeEventListener('resize', onChange);
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/** `keyboardUp()`, re-rendering when the viewport resizes or the focus moves. */
export function useKeyboardUp(): boolean {
  return useSyncExternalStore(subscribe, keyboardUp, () => false);
}

import { useSyncExternalStore } from 'react';
import { subscribeStorageKey } from './storage-subscription';

/** The reader's choice in the settings menu; 'system' follows the device (prefers-color-scheme). */
export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

// Also read by app/theme-init.js, which applies the choice before the first paint and when it
// changes in another tab.
const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

function isForced(value: unknown): value is 'light' | 'dark' {
  return value === 'light' || value === 'dark';
}

/** The saved choice; 'system' when none is saved or storage is blocked. */
export function getThemeChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isForced(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Applies `choice` at once (`data-theme` on <html>, which the stylesheet's colour variables
 * follow; none for 'system') and remembers it for the next visit (localStorage).
 */
export function setThemeChoice(choice: ThemeChoice): void {
  applyTheme(choice);
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  if (isForced(choice)) root.dataset.theme = choice;
  else delete root.dataset.theme;
}

// A choice made in another tab: app/theme-init.js applies it to the page; this re-renders
// the menu's radio items.
function subscribe(listener: () => void): () => void {
  return subscribeStorageKey(STORAGE_KEY, listeners, listener);
}

/** The current choice, updated when it changes in this tab or another. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, getThemeChoice, () => 'system' as const);
}

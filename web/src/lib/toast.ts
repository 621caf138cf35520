/**
 * App notifications with the product's semantics (docs/product.md#notifications): at most one toast at a time (a new one replaces
 * the current one), shown for 5000 ms by default, and a dismissed toast is kept (hidden) for
 * 1,000,000 ms before it is dropped from memory. Rendering lives in components/ui/toaster.tsx.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastStatus = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  status?: ToastStatus;
  duration?: number;
}

export interface ToastEntry extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
  open: boolean;
}

type Listener = () => void;

let entries: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]) {
  entries = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(entries.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function toast(input: ToastInput): string {
  counter += 1;
  const entry: ToastEntry = {
    id: `toast-${counter}`,
    status: 'info',
    duration: TOAST_DURATION_MS,
    ...input,
    open: true,
  };
  emit([entry, ...entries].slice(0, TOAST_LIMIT));
  return entry.id;
}

/** Hides one toast (or all) now; it is dropped from memory after the remove delay. */
export function dismissToast(id?: string) {
  emit(
    entries.map((entry) => {
      if (id !== undefined && entry.id !== id) return entry;
      scheduleRemoval(entry.id);
      return { ...entry, open: false };
    }),
  );
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastEntry[] {
  return entries;
}

/** Shorthands for the two styles the app uses (success and destructive). */
export const notify = {
  success: (title: string, description?: string) => toast({ title, description, status: 'success' }),
  error: (title: string, description?: string) => toast({ title, description, status: 'error' }),
};

/** Drops every toast and pending removal at once (a fresh page; used between unit tests). */
export function clearToasts() {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  emit([]);
}

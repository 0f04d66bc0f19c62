import { useSyncExternalStore } from 'react';

/** Cart UI flags (spec section 3, "UI flags"): a mutation is in flight; the last mutation failed. */
export interface CartUiState {
  cartUpdating: boolean;
  cartError: string | null;
}

const INITIAL: CartUiState = { cartUpdating: false, cartError: null };
let state: CartUiState = INITIAL;
let pending = 0;
const listeners = new Set<() => void>();

function set(next: Partial<CartUiState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

/** Marks one mutation as started; the returned function marks it finished (with an error message or null). */
export function beginCartUpdate(): (error: string | null) => void {
  pending += 1;
  set({ cartUpdating: true, cartError: null });
  let done = false;
  return (error) => {
    if (done) return;
    done = true;
    pending = Math.max(0, pending - 1);
    set({ cartUpdating: pending > 0, cartError: error });
  };
}

export function clearCartError(): void {
  if (state.cartError) set({ cartError: null });
}

/** For tests: back to the initial flags. */
export function resetCartUiState(): void {
  pending = 0;
  set(INITIAL);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

const getSnapshot = () => state;
const getServerSnapshot = () => INITIAL;

/** `cartUpdating` and `cartError`, shared by every component that shows the cart. */
export function useCartUi(): CartUiState & { clearCartError: () => void } {
  const s = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { ...s, clearCartError };
}

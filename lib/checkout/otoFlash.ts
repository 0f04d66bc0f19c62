// The spec's UI flag `otoFlash`: after a post-purchase offer is accepted, the next page (the next
// offer or thank-you) says once what was added and charged. Kept in sessionStorage, so a full page
// load in between (please-wait, a reload) still shows it, and it is shown once.
import { useEffect, useState } from 'react';
import { formatMoney } from '../format/money';

const KEY = 'otoFlash';

export function setOtoFlash(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // Storage refused (private mode, quota): the page goes on without the message.
  }
}

function takeOtoFlash(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}

/** The flash message left by the previous page, taken once on mount. */
export function useOtoFlash(): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    // Read after mount (sessionStorage is the browser's), once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText(takeOtoFlash());
  }, []);
  return text;
}

/** 'Added to your order: Cloudsoft Legging. $29.99 was charged to your Visa ending in 4242.' */
export function otoFlashText(itemName: string, total: number | null, card: string | null): string {
  const charged = total !== null && card ? ` ${formatMoney(total)} was charged to your ${card}.` : '';
  return `Added to your order: ${itemName}.${charged}`;
}

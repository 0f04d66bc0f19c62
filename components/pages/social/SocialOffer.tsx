import { useState } from 'react';
import { useBrand } from '../../../lib/brand/context';
import styles from './SocialOffer.module.css';

interface Props {
  code: string;
  /** Shown above the code, e.g. the CMS page's title. */
  headline?: string;
}

/** The brand's social media discount code with a button that applies it in the cart (/cart?coupon=…). */
export function SocialOffer({ code, headline }: Props) {
  const { brand } = useBrand();
  const [copied, setCopied] = useState(false);
  if (!code) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={styles.offer} aria-labelledby="social-offer" data-testid="social-offer">
      <p className={styles.eyebrow}>Exclusive for our followers</p>
      <h2 id="social-offer" className={styles.heading}>
        {headline ?? `Your ${brand.storeName} social media special`}
      </h2>
      <p className={styles.codeLine}>
        Use code <strong className={styles.code} data-testid="social-code">{code}</strong>
        <button type="button" className={styles.copy} onClick={copy}>
          {copied ? 'Copied' : 'Copy code'}
        </button>
        <span className="visually-hidden" role="status">
          {copied ? `Code ${code} copied` : ''}
        </span>
      </p>
      <a href={`/cart?coupon=${encodeURIComponent(code)}`} className="btn" data-testid="social-apply">
        Apply code and shop
      </a>
      <p className={styles.small}>The code is added to your cart automatically. One code per order.</p>
    </section>
  );
}

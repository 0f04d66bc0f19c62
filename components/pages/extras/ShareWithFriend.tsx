import { useState } from 'react';
import { useBrand } from '../../../lib/brand/context';
import styles from './extras.module.css';

/** 'Send to a friend': an email with the shop's link, the phone's share sheet where there is one, or a copied link. */
export function ShareWithFriend() {
  const { brand, settings } = useBrand();
  const [note, setNote] = useState('');
  const url = `https://${brand.host}${settings.mainShoppingPath || '/'}`;
  const subject = `You have to see ${brand.storeName}`;
  const body = `I thought you'd love ${brand.storeName}: ${url}\n\nNew customers take 10% off their first order with code 10First.`;
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: subject, text: `I thought you'd love ${brand.storeName}`, url });
        setNote('Thanks for sharing!');
        return;
      }
      await navigator.clipboard.writeText(url);
      setNote('Link copied — paste it into a message to your friend.');
    } catch {
      setNote('Sharing was canceled.');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="share-friend" data-testid="share-friend">
      <h2 id="share-friend">Send {brand.storeName} to a friend</h2>
      <p>Know someone who would love {brand.mainProductPlural || 'our styles'}? Send them our shop — new customers take 10% off their first order with code 10First.</p>
      <div className={styles.actions}>
        <a className="btn" href={mailto}>
          Email a friend
        </a>
        <button type="button" className="btn btn-outline" onClick={share}>
          Share or copy link
        </button>
      </div>
      <p className={styles.note} role="status">
        {note}
      </p>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_SERVER_ERROR, accountFormFailure } from '@/lib/account/errors';
import { useAccountSession } from '@/lib/account/useAccountSession';
import type { BrandPageProps } from '@/lib/page/brandPage';
import { paymentMethodsApi } from '@/lib/payments/api';
import { cardFormTokenizeFields } from '@/lib/payments/cardForm';
import { cardEnding } from '@/lib/payments/cardLabels';
import type { PaymentMethods } from '@/lib/payments/types';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import s from '../pages/shared/section.module.css';
import { AddCardForm } from './AddCardForm';
import { SavedCardItem } from './SavedCardItem';
import styles from './PaymentMethods.module.css';

export interface PaymentMethodsPageProps extends BrandPageProps {
  methods: PaymentMethods;
}

/**
 * /change_payment (protected): the customer's saved cards, the default first, each with make
 * default and remove (asked first); a form adds a card. Every change answers the whole list,
 * which replaces what the page shows.
 */
export function PaymentMethodsPage({ path, methods: initial }: PaymentMethodsPageProps) {
  const session = useAccountSession();
  const [methods, setMethods] = useState(initial);
  const [adding, setAdding] = useState(initial.cards.length === 0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const opened = useRef(false);

  // Opening the form (not on the first render) moves focus to its heading; a change, to the notice.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    if (adding) formTitle.current?.focus();
  }, [adding]);

  const done = (next: PaymentMethods, text: string) => {
    setMethods(next);
    setNotice(text);
    setTimeout(() => noticeRef.current?.focus(), 0);
  };

  const act = async (send: () => Promise<PaymentMethods>, text: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setNotice('');
    try {
      done(await send(), text);
    } catch (err) {
      setProblem(accountFormFailure(err, []).message ?? ACCOUNT_SERVER_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const open = () => {
    setNotice('');
    setProblem(null);
    setAdding(true);
  };

  const { cards } = methods;
  const atLimit = cards.length >= methods.limit;

  return (
    <>
      <PageMeta title="Payment methods" path={path} />
      <PageHeader eyebrow="My account" title="Payment methods" intro={<p>Keep the cards you pay with, and choose which one is charged first.</p>} />
      <div className={styles.wrap}>
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.status} data-testid="cards-notice">
          {notice}
        </p>
        {problem ? (
          <p className={s.alert} role="alert" data-testid="cards-error">
            {problem}
          </p>
        ) : null}

        <section className={s.card} aria-labelledby="cards-title">
          <h2 id="cards-title" className={styles.sectionTitle}>
            {cards.length ? 'Saved cards' : 'No saved cards yet'}
          </h2>
          {cards.length ? (
            <>
              {methods.clubNeedsCard ? <p className={styles.intro}>Your club membership is billed to your default card.</p> : null}
              <ul className={styles.list} data-testid="saved-cards">
                {cards.map((c) => (
                  <SavedCardItem
                    key={c.id}
                    card={c}
                    busy={busy}
                    keep={methods.clubNeedsCard && cards.length === 1}
                    onMakeDefault={() => void act(() => paymentMethodsApi.makeDefault(session.api, c.id), `${cardEnding(c)} is now your default card.`)}
                    onRemove={() => void act(() => paymentMethodsApi.remove(session.api, c.id), `${cardEnding(c)} removed.`)}
                  />
                ))}
              </ul>
            </>
          ) : (
            <p data-testid="cards-empty">Add a card below and it will be ready for your next order.</p>
          )}
        </section>

        {adding ? (
          <section className={s.card} aria-labelledby="card-form-title">
            <h2 id="card-form-title" ref={formTitle} tabIndex={-1} className={styles.sectionTitle}>
              Add a card
            </h2>
            <AddCardForm
              title="Add a card"
              hasCards={cards.length > 0}
              onSubmit={async (values) => {
                const { token } = await paymentMethodsApi.tokenize(session.api, cardFormTokenizeFields(values));
                return paymentMethodsApi.add(session.api, token, values.makeDefault);
              }}
              onSaved={(saved) => {
                setAdding(false);
                const card = saved.cards.find((c) => c.id === saved.id);
                done(saved, card ? `${cardEnding(card)} saved.` : 'Card saved.');
              }}
              onCancel={cards.length ? () => setAdding(false) : undefined}
            />
          </section>
        ) : atLimit ? (
          <p className={s.card} data-testid="cards-limit">
            You’ve saved {methods.limit} cards, the most we can keep. Remove one you no longer use to add another.
          </p>
        ) : (
          <div>
            <button type="button" className="btn" onClick={open} data-testid="add-card">
              Add a card
            </button>
          </div>
        )}

        <ul className={styles.links}>
          <li>
            <a href="/members">Back to my account</a>
          </li>
        </ul>
      </div>
    </>
  );
}

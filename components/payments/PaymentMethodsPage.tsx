import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useAccountSession } from '../../lib/account/useAccountSession';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { paymentMethodsApi } from '../../lib/payments/api';
import { cardFormTokenizeFields } from '../../lib/payments/cardForm';
import { cardEnding } from '../../lib/payments/cardLabels';
import type { PaymentMethods } from '../../lib/payments/types';
import { AddFormToggle } from '../account/AddFormToggle';
import { BackToAccount } from '../account/BackToAccount';
import { ChangeNotices } from '../account/ChangeNotices';
import { Section } from '../ui/Section';
import ui from '../account/memberScreens.module.css';
import { useListChanges } from '../account/useListChanges';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import { AddCardForm } from './AddCardForm';
import { SavedCardItem } from './SavedCardItem';
import styles from './PaymentMethods.module.css';

export interface PaymentMethodsPageProps extends BrandPageProps {
  methods: PaymentMethods;
  /** The brand's Stripe publishable key when its cards go through Stripe (the add form is then Stripe's); null on the sandbox. */
  stripeKey?: string | null;
}

// Stripe.js and its React bindings load with this chunk, only on a Stripe brand's page.
const StripeAddCard = dynamic(() => import('./StripeAddCard'), { ssr: false, loading: () => <p aria-busy="true">Loading the secure card form…</p> });

/**
 * /change_payment (protected): the customer's saved cards, the default first, each with make
 * default and remove (asked first); a form adds a card. Every change answers the whole list,
 * which replaces what the page shows.
 */
export function PaymentMethodsPage({ path, methods: initial, stripeKey = null }: PaymentMethodsPageProps) {
  const session = useAccountSession();
  const { list: methods, busy, notice, problem, noticeRef, act, done, clearMessages } = useListChanges(initial);
  const [adding, setAdding] = useState(initial.cards.length === 0);

  const open = () => {
    clearMessages();
    setAdding(true);
  };

  const { cards } = methods;

  return (
    <>
      <PageMeta title="Payment methods" path={path} />
      <PageHeader eyebrow="My account" title="Payment methods" intro={<p>Keep the cards you pay with, and choose which one is charged first.</p>} />
      <div className={ui.screen}>
        <ChangeNotices noticeRef={noticeRef} notice={notice} problem={problem} testId="cards" />

        <Section id="cards-title" title={cards.length ? 'Saved cards' : 'No saved cards yet'}>
          {cards.length ? (
            <>
              {methods.clubNeedsCard ? <p className={styles.intro}>Your club membership is billed to your default card.</p> : null}
              <ul className={ui.tileList} data-testid="saved-cards">
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
        </Section>

        <AddFormToggle
          open={adding}
          titleId="card-form-title"
          title="Add a card"
          atLimit={cards.length >= methods.limit}
          limitNote={<>You’ve saved {methods.limit} cards, the most we can keep. Remove one you no longer use to add another.</>}
          limitTestId="cards-limit"
          addLabel="Add a card"
          addTestId="add-card"
          onAdd={open}
        >
          {stripeKey ? (
            <StripeAddCard
              publishableKey={stripeKey}
              title="Add a card"
              hasCards={cards.length > 0}
              startSetup={async () => (await paymentMethodsApi.setup(session.api)).clientSecret}
              save={(method, makeDefault) => paymentMethodsApi.add(session.api, method, makeDefault)}
              onSaved={(saved) => {
                setAdding(false);
                const card = saved.cards.find((c) => c.id === saved.id);
                done(saved, card ? `${cardEnding(card)} saved.` : 'Card saved.');
              }}
              onCancel={cards.length ? () => setAdding(false) : undefined}
            />
          ) : (
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
          )}
        </AddFormToggle>

        <BackToAccount />
      </div>
    </>
  );
}

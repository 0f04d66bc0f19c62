import { useEffect, useRef, useState } from 'react';
import { accountApi } from '@/lib/account/api';
import { addressFormValues, emptySavedAddress } from '@/lib/account/addressFields';
import { ACCOUNT_SERVER_ERROR, accountFormFailure } from '@/lib/account/errors';
import type { AddressBook, SavedAddress } from '@/lib/account/types';
import { useAccountSession } from '@/lib/account/useAccountSession';
import type { BrandPageProps } from '@/lib/page/brandPage';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import s from '../pages/shared/section.module.css';
import { AddressCard } from './AddressCard';
import { AddressForm, type AddressFormValues } from './AddressForm';
import styles from './Addresses.module.css';

export interface AddressesPageProps extends BrandPageProps {
  book: AddressBook;
}

type Editing = { kind: 'add' } | { kind: 'edit'; address: SavedAddress } | null;

const TYPES = [
  { type: 'shipping', title: 'Shipping addresses' },
  { type: 'billing', title: 'Billing addresses' },
] as const;

/**
 * /addresses (protected): the customer's saved addresses by type, defaults first, each with edit,
 * make default and delete (asked first); one form adds or edits. Every change answers the whole
 * address book, which replaces what the page shows.
 */
export function AddressesPage({ path, book: initial }: AddressesPageProps) {
  const session = useAccountSession();
  const [book, setBook] = useState(initial);
  const [editing, setEditing] = useState<Editing>(initial.addresses.length ? null : { kind: 'add' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const opened = useRef(false);

  // Opening the form (not on the first render) moves focus to its heading; closing it, to the notice.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    if (editing) formTitle.current?.focus();
  }, [editing]);

  const done = (next: AddressBook, text: string) => {
    setBook(next);
    setNotice(text);
    setTimeout(() => noticeRef.current?.focus(), 0);
  };

  const act = async (send: () => Promise<AddressBook>, text: string) => {
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

  const open = (next: Editing) => {
    setNotice('');
    setProblem(null);
    setEditing(next);
  };

  const atLimit = book.addresses.length >= book.limit;
  const editingId = editing?.kind === 'edit' ? editing.address.id : undefined;
  const initialValues: AddressFormValues =
    editing?.kind === 'edit' ? { ...addressFormValues(editing.address), makeDefault: editing.address.default } : { ...emptySavedAddress(), makeDefault: false };

  return (
    <>
      <PageMeta title="Your addresses" path={path} />
      <PageHeader eyebrow="My account" title="Your addresses" intro={<p>Save the addresses you ship to and pay from, and choose which one comes first.</p>} />
      <div className={styles.wrap}>
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.status} data-testid="addresses-notice">
          {notice}
        </p>
        {problem ? (
          <p className={s.alert} role="alert" data-testid="addresses-error">
            {problem}
          </p>
        ) : null}

        {book.addresses.length === 0 ? (
          <section className={s.card} aria-labelledby="addresses-empty-title">
            <h2 id="addresses-empty-title" className={styles.sectionTitle}>
              No saved addresses yet
            </h2>
            <p data-testid="addresses-empty">Add an address below and it will be here for your next order.</p>
          </section>
        ) : (
          TYPES.map(({ type, title }) => {
            const rows = book.addresses.filter((a) => a.type === type);
            if (!rows.length) return null;
            return (
              <section key={type} className={s.card} aria-labelledby={`addresses-${type}`}>
                <h2 id={`addresses-${type}`} className={styles.sectionTitle}>
                  {title}
                </h2>
                <ul className={styles.list} data-testid={`addresses-${type}`}>
                  {rows.map((a) => (
                    <AddressCard
                      key={a.id}
                      address={a}
                      busy={busy}
                      onEdit={() => open({ kind: 'edit', address: a })}
                      onMakeDefault={() => void act(() => accountApi.makeDefaultAddress(session.api, a.id), `${a.address} is now your default ${a.type} address.`)}
                      onDelete={() =>
                        void act(async () => {
                          const next = await accountApi.deleteAddress(session.api, a.id);
                          if (editingId === a.id) setEditing(null);
                          return next;
                        }, 'Address deleted.')
                      }
                    />
                  ))}
                </ul>
              </section>
            );
          })
        )}

        {editing ? (
          <section className={s.card} aria-labelledby="address-form-title">
            <h2 id="address-form-title" ref={formTitle} tabIndex={-1} className={styles.sectionTitle}>
              {editing.kind === 'edit' ? 'Edit address' : 'Add an address'}
            </h2>
            <AddressForm
              key={editingId ?? 'add'}
              title={editing.kind === 'edit' ? 'Edit address' : 'Add an address'}
              initialValues={initialValues}
              submitLabel={editing.kind === 'edit' ? 'Save changes' : 'Save address'}
              onSubmit={({ makeDefault, ...values }) => accountApi.saveAddress(session.api, values, { id: editingId, makeDefault })}
              onSaved={(saved) => {
                setEditing(null);
                done(saved, editing.kind === 'edit' ? 'Address updated.' : 'Address saved.');
              }}
              onCancel={book.addresses.length ? () => setEditing(null) : undefined}
            />
          </section>
        ) : atLimit ? (
          <p className={s.card} data-testid="addresses-limit">
            You’ve saved {book.limit} addresses, the most we can keep. Delete one you no longer use to add another.
          </p>
        ) : (
          <div>
            <button type="button" className="btn" onClick={() => open({ kind: 'add' })} data-testid="add-address">
              Add an address
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

import { useState } from 'react';
import { accountApi } from '../../lib/account/api';
import { addressFormValues, emptySavedAddress } from '../../lib/account/addressFields';
import type { AddressBook, SavedAddress } from '../../lib/account/types';
import { useAccountSession } from '../../lib/account/useAccountSession';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { AddFormToggle } from '../account/AddFormToggle';
import { BackToAccount } from '../account/BackToAccount';
import { ChangeNotices } from '../account/ChangeNotices';
import { Section } from '../ui/Section';
import ui from '../account/memberScreens.module.css';
import { useListChanges } from '../account/useListChanges';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import { AddressCard } from './AddressCard';
import { AddressForm, type AddressFormValues } from './AddressForm';

export interface AddressesPageProps extends BrandPageProps {
  book: AddressBook;
  /** The countries the brand ships to (codes): a shipping address is offered only these. */
  shipsTo?: string[];
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
export function AddressesPage({ path, book: initial, shipsTo }: AddressesPageProps) {
  const session = useAccountSession();
  const { list: book, busy, notice, problem, noticeRef, act, done, clearMessages } = useListChanges<AddressBook>(initial);
  const [editing, setEditing] = useState<Editing>(initial.addresses.length ? null : { kind: 'add' });

  const open = (next: Editing) => {
    clearMessages();
    setEditing(next);
  };

  const editingId = editing?.kind === 'edit' ? editing.address.id : undefined;
  const initialValues: AddressFormValues =
    editing?.kind === 'edit' ? { ...addressFormValues(editing.address), makeDefault: editing.address.default } : { ...emptySavedAddress(), makeDefault: false };
  const formTitle = editing?.kind === 'edit' ? 'Edit address' : 'Add an address';

  return (
    <>
      <PageMeta title="Your addresses" path={path} />
      <PageHeader eyebrow="My account" title="Your addresses" intro={<p>Save the addresses you ship to and pay from, and choose which one comes first.</p>} />
      <div className={ui.screen}>
        <ChangeNotices noticeRef={noticeRef} notice={notice} problem={problem} testId="addresses" />

        {book.addresses.length === 0 ? (
          <Section id="addresses-empty-title" title="No saved addresses yet">
            <p data-testid="addresses-empty">Add an address below and it will be here for your next order.</p>
          </Section>
        ) : (
          TYPES.map(({ type, title }) => {
            const rows = book.addresses.filter((a) => a.type === type);
            if (!rows.length) return null;
            return (
              <Section key={type} id={`addresses-${type}`} title={title}>
                <ul className={ui.tileList} data-testid={`addresses-${type}`}>
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
              </Section>
            );
          })
        )}

        <AddFormToggle
          open={editing}
          titleId="address-form-title"
          title={formTitle}
          atLimit={book.addresses.length >= book.limit}
          limitNote={<>You’ve saved {book.limit} addresses, the most we can keep. Delete one you no longer use to add another.</>}
          limitTestId="addresses-limit"
          addLabel="Add an address"
          addTestId="add-address"
          onAdd={() => open({ kind: 'add' })}
        >
          <AddressForm
            key={editingId ?? 'add'}
            title={formTitle}
            shipsTo={shipsTo}
            initialValues={initialValues}
            submitLabel={editing?.kind === 'edit' ? 'Save changes' : 'Save address'}
            onSubmit={({ makeDefault, ...values }) => accountApi.saveAddress(session.api, values, { id: editingId, makeDefault })}
            onSaved={(saved) => {
              setEditing(null);
              done(saved, editing?.kind === 'edit' ? 'Address updated.' : 'Address saved.');
            }}
            onCancel={book.addresses.length ? () => setEditing(null) : undefined}
          />
        </AddFormToggle>

        <BackToAccount />
      </div>
    </>
  );
}

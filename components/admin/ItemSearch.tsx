import { useFilteredList } from '../../lib/admin/useFilteredList';
import type { ItemSearchResult } from '../../lib/admin/types';
import { Errors } from './Errors';
import { SearchForm } from './SearchForm';
import styles from './admin.module.css';

/** Find items of the staff member's brands by name or id, to open their stock page. */
export function ItemSearch() {
  const { data: result, errors, submit } = useFilteredList<ItemSearchResult>('items', ['q'], { paged: false });
  return (
    <>
      <SearchForm title="Stock" name="Find items" label="Item name or id" maxLength={100} onSubmit={submit} />
      <Errors errors={errors} />
      {result ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th>Item</th><th>Id</th><th>Brand</th></tr>
            </thead>
            <tbody>
              {result.items.map((i) => (
                <tr key={i.id}>
                  <td><a href={`/admin/items/${i.id}`}>{i.name}</a></td>
                  <td>{i.id}</td>
                  <td>{i.brandId}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.items.length ? null : <p className={styles.muted}>No items found.</p>}
        </div>
      ) : null}
    </>
  );
}

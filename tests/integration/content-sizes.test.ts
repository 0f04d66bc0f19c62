/**
 * Sizes the content names ('S/M', 'XL-2X', 'One Size') are sizes the brand's catalog sells: a
 * shopper reading the size FAQ then finding other sizes on the item page has been told something
 * untrue.
 */
import { setupTestDatabase } from '../helpers/testDb';
import { buildDocuments } from '../../content/build';
import { getDb } from '../../server/db';

setupTestDatabase('content_sizes');

const SIZE_NAME = /\b(?:XS|S|M|L|XL|[2-5]X)[-/](?:S|M|L|XL|[2-5]X)\b|\bone size\b/gi;

test('every size named in a brand’s content is one its catalog sells', async () => {
  const db = await getDb();
  const rows = await db
    .selectFrom('item_sizes')
    .innerJoin('items', 'items.id', 'item_sizes.item_id')
    .select(['items.brand_id as brand', 'item_sizes.size as size'])
    .distinct()
    .execute();
  const sold = new Map<string, Set<string>>();
  for (const r of rows) sold.set(r.brand, (sold.get(r.brand) ?? new Set()).add(r.size.toLowerCase()));

  const unsold: string[] = [];
  for (const doc of buildDocuments()) {
    for (const [name] of JSON.stringify(doc.blocks).matchAll(SIZE_NAME)) {
      if (!sold.get(doc.brand)?.has(name.toLowerCase())) unsold.push(`${doc._id}: ${name}`);
    }
  }
  expect(unsold).toEqual([]);
});

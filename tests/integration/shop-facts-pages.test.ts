import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { pageContext } from '../helpers/pageContext';
import { getDb } from '../../server/db';
import { BRANDS } from '../../brands';
import { shopFactsOf } from '../../server/seed/data/index';
import { clearSettingsCache } from '../../server/settings/store';
import { getServerSideProps as registerProps } from '../../pages/register';
import { getServerSideProps as sizeChartProps } from '../../pages/photo-size-chart';

// Pages read the shop data (issue 27) from the shop API's settings, which the seed wrote: the club's
// name and flag, the size chart's advice and whether registration is open. Changing the database
// changes the page; brands/*.ts holds none of it.
setupTestDatabase('shop_facts_pages');

withApiServer(getDb, 120_000);

type Props = { props: Record<string, unknown> };

test.each(BRANDS.map((b) => b.id))('%s: the page brand, the size chart and /register carry the seeded shop data', async (id) => {
  const shop = shopFactsOf(BRANDS.find((b) => b.id === id)!);
  const chart = (await sizeChartProps(pageContext(`${id}.localhost`, '/photo-size-chart').ctx)) as unknown as Props;
  expect(chart.props.betweenSizes).toBe(shop.betweenSizes);
  expect(chart.props.brand).toMatchObject({ id, clubName: shop.clubName, hasClub: shop.hasClub, mainProduct: shop.mainProduct, mainProductPlural: shop.mainProductPlural });
  const register = (await registerProps(pageContext(`${id}.localhost`, '/register').ctx)) as unknown as Props;
  expect(register.props.closed).toBe(false);
});

test('the settings row is the only home: locking registration or renaming the club in the database changes the pages', async () => {
  const db = await getDb();
  const row = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', 'hb').executeTakeFirstOrThrow();
  await db.updateTable('brand_settings').set({ settings_json: JSON.stringify({ ...JSON.parse(row.settings_json), registrationLocked: true, clubName: 'Harbor Friends' }) }).where('brand_id', '=', 'hb').execute();
  clearSettingsCache();
  try {
    const register = (await registerProps(pageContext('hb.localhost', '/register').ctx)) as unknown as Props;
    expect(register.props.closed).toBe(true);
    expect(register.props.brand).toMatchObject({ clubName: 'Harbor Friends' });
  } finally {
    await db.updateTable('brand_settings').set({ settings_json: row.settings_json }).where('brand_id', '=', 'hb').execute();
    clearSettingsCache();
  }
});

import { type Kysely, type CreateTableBuilder, sql } from 'kysely';
import { withSerialId, type DialectName as Dialect } from './columns';

/**
 * The whole schema for the spec's entities. Conventions that keep one migration valid on
 * SQLite and PostgreSQL: money in integer cents, flags as integer 0/1, timestamps as ISO-8601
 * text, nested data as JSON text.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = <T extends string>(t: CreateTableBuilder<T, never>) => withSerialId(t, dialect);
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('brand_settings')
    .addColumn('brand_id', 'text', (c) => c.primaryKey())
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('category_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('category_groups_brand_slug', ['brand_id', 'slug'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('grid_type', 'text', (c) => c.notNull().defaultTo('double1x1'))
    .addColumn('image_url', 'text')
    .addColumn('group_id', 'integer')
    .addColumn('vip_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('categories_brand_slug', ['brand_id', 'slug'])
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('original_price_cents', 'integer')
    .addColumn('club_price_cents', 'integer')
    .addColumn('base_color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aspect_class', 'text', (c) => c.notNull().defaultTo('portrait'))
    .addColumn('image_keys_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('vip_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('items_brand_path', ['brand_id', 'path'])
    .execute();
  await db.schema.createIndex('items_brand').on('items').columns(['brand_id', 'active']).execute();

  await db.schema
    .createTable('item_categories')
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_categories_pk', ['category_id', 'item_id'])
    .execute();
  await db.schema.createIndex('item_categories_item').on('item_categories').column('item_id').execute();

  await db.schema
    .createTable('item_colors')
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hex', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_colors_pk', ['item_id', 'name'])
    .execute();

  // Stock is kept per size (spec: "stock per size").
  await db.schema
    .createTable('item_sizes')
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_sizes_pk', ['item_id', 'size'])
    .execute();

  // kind: main (image1..image4 in image_key), customer, instagram, model, pocket, model_plus, model_straight
  await serial(db.schema.createTable('item_images'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('image_key', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('item_images_item').on('item_images').column('item_id').execute();

  await db.schema
    .createTable('item_matches')
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('match_item_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_matches_pk', ['item_id', 'match_item_id'])
    .execute();

  await serial(db.schema.createTable('reviews'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('customer_id', 'integer')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_initial', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images_json', 'text', (c) => c.notNull().defaultTo('[]'))
    // answers about the product, sizing or fit, style, travel, first order
    .addColumn('answers_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_item').on('reviews').columns(['brand_id', 'item_id']).execute();

  await serial(db.schema.createTable('size_guides'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('front_url', 'text', (c) => c.notNull())
    .addColumn('side_url', 'text', (c) => c.notNull())
    .addColumn('back_url', 'text', (c) => c.notNull())
    .addColumn('bust', 'text')
    .addColumn('waist', 'text')
    .addColumn('hip', 'text')
    .addColumn('pant', 'text')
    .execute();

  await serial(db.schema.createTable('customers'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('addresses_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('phone_normalized', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cancelled_club_before', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customers_brand_email', ['brand_id', 'email'])
    .execute();

  // id is the SHA-256 of the cookie token, so a leaked table does not leak live sessions.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();

  await serial(db.schema.createTable('carts'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer')
    .addColumn('discount_code', 'text')
    .addColumn('checkout_flow', 'text', (c) => c.notNull().defaultTo('free_flow'))
    .addColumn('free_promo', 'text')
    .addColumn('removed_free_promo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('club_in_cart', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // id is the cart line's cartId.
  await serial(db.schema.createTable('cart_lines'))
    .addColumn('cart_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('quantity_fixed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bundled_with', 'integer')
    .addColumn('discount_class', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('offer_id', 'integer')
    .addColumn('unit_price_override_cents', 'integer')
    .addColumn('banner', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_lines_cart').on('cart_lines').column('cart_id').execute();

  await serial(db.schema.createTable('discount_codes'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_lower', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('min_subtotal_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('club_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_class', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('discount_codes_brand_code', ['brand_id', 'code_lower'])
    .execute();

  // kind: order_bump | special_offer; offer_type: csr | ms | cb | cbv2
  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('offer_type', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull().defaultTo('free_flow'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('how_many', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('short_item_name', 'text', (c) => c.notNull())
    .addColumn('digital', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('picker_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('copy_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await serial(db.schema.createTable('orders'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('session_id', 'text')
    .addColumn('parent_order_id', 'integer')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_code', 'text')
    .addColumn('shipping_method', 'text', (c) => c.notNull().defaultTo('Standard'))
    .addColumn('tracking_number', 'text')
    .addColumn('addresses_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('payment_token', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_brand_idempotency', ['brand_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['brand_id', 'customer_id']).execute();
  await db.schema.createIndex('orders_session').on('orders').column('session_id').execute();

  await serial(db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_class', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('offer_id', 'integer')
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await serial(db.schema.createTable('payments'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last4', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('card'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await serial(db.schema.createTable('addresses'))
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('addresses_customer').on('addresses').column('customer_id').execute();

  await serial(db.schema.createTable('payment_methods'))
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // kind: main | pause
  await db.schema
    .createTable('club_plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('plan_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('monthly_price_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('club_plans_brand_key', ['brand_id', 'plan_key'])
    .execute();

  await serial(db.schema.createTable('club_memberships'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('pause_plan_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('overdue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paypal_express', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('next_billing_date', 'text')
    .addColumn('next_prepaid_ship_date', 'text')
    .addColumn('prepaid_months', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_accessory', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus_piece', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('club_memberships_customer').on('club_memberships').columns(['brand_id', 'customer_id']).execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['customer_id', 'item_id'])
    .execute();

  // owner_key is 'c:<customer id>' or 's:<session id>' (the quiz is open to guests in checkout).
  await db.schema
    .createTable('style_profiles')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('chosen', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('style_profiles_pk', ['brand_id', 'owner_key', 'field'])
    .execute();

  await db.schema
    .createTable('split_test_assignments')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('test_key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('split_test_assignments_pk', ['brand_id', 'session_id', 'test_key'])
    .execute();

  await serial(db.schema.createTable('utm_events'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('extras_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await serial(db.schema.createTable('pixel_events'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fbclid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await serial(db.schema.createTable('tracking_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tracking_events_order').on('tracking_events').column('order_id').execute();

  // Generated images (the seed's SVG garments), served at /media/<id>.
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  // contact-us, customer-feedback and other forms
  await serial(db.schema.createTable('form_submissions'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

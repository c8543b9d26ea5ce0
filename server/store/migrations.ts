/**
 * Schema migrations, applied in order and recorded in `PRAGMA user_version`. Append only: a
 * database made by an older build must open with a newer one.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE accounts (
    user_id INTEGER PRIMARY KEY,
    name    TEXT NOT NULL,
    email   TEXT NOT NULL,
    phone   TEXT NOT NULL
  );

  CREATE TABLE api_keys (
    api_key      TEXT PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES accounts (user_id),
    status       TEXT NOT NULL CHECK (status IN ('active', 'disabled')),
    -- requests allowed in any rolling hour; 0 means unlimited
    hourly_limit INTEGER NOT NULL CHECK (hourly_limit >= 0),
    label        TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE vehicles (
    id                INTEGER PRIMARY KEY,
    user_id           INTEGER NOT NULL,
    category_id       INTEGER NOT NULL,
    bodystyle_id      INTEGER NOT NULL,
    marka_id          INTEGER NOT NULL,
    model_id          INTEGER NOT NULL,
    origin_country_id INTEGER NOT NULL,
    year              INTEGER NOT NULL,
    price_usd         INTEGER NOT NULL,
    main_currency     INTEGER NOT NULL,
    auction_possible  INTEGER NOT NULL,
    real_exchange     INTEGER NOT NULL,
    exchange          INTEGER NOT NULL,
    exchange_marka_id INTEGER NOT NULL,
    exchange_model_id INTEGER NOT NULL,
    state_id          INTEGER NOT NULL,
    city_id           INTEGER NOT NULL,
    abroad            INTEGER NOT NULL,
    customs_cleared   INTEGER NOT NULL,
    fuel_id           INTEGER NOT NULL,
    gearbox_id        INTEGER NOT NULL,
    drive_id          INTEGER NOT NULL,
    color_id          INTEGER NOT NULL,
    engine_cc         INTEGER NOT NULL,  -- engine volume in cubic centimetres (litres x 1000)
    power_hp          INTEGER NOT NULL,
    mileage_kkm       INTEGER NOT NULL,  -- thousands of kilometres, as raceInt
    photo_count       INTEGER NOT NULL,
    -- option ids separated by spaces: read whole with the advert, never queried by SQL, and a
    -- join table would cost eight rows per advert at a million adverts
    option_ids        TEXT NOT NULL,
    description       TEXT NOT NULL,
    add_date          TEXT NOT NULL,
    deleted_at        TEXT
  );
  CREATE INDEX vehicles_owner ON vehicles (user_id) WHERE deleted_at IS NULL;

  CREATE TABLE realty (
    id             INTEGER PRIMARY KEY,
    user_id        INTEGER NOT NULL,
    category       INTEGER NOT NULL,
    realty_type    INTEGER NOT NULL,
    operation_type INTEGER NOT NULL,
    state_id       INTEGER NOT NULL,
    city_id        INTEGER NOT NULL,
    district_id    INTEGER NOT NULL,  -- 0 when the city has no districts
    add_date       TEXT NOT NULL,
    deleted_at     TEXT
  );

  CREATE TABLE realty_characteristics (
    realty_id         INTEGER NOT NULL REFERENCES realty (id),
    characteristic_id INTEGER NOT NULL,
    value             REAL NOT NULL,
    PRIMARY KEY (realty_id, characteristic_id)
  ) WITHOUT ROWID;

  CREATE TABLE orders (
    order_id          INTEGER PRIMARY KEY,
    owner_user_id     INTEGER NOT NULL,
    status            INTEGER NOT NULL,
    total_order_sum   REAL NOT NULL,
    created_at        TEXT NOT NULL,
    recipient_user_id INTEGER NOT NULL,
    recipient_name    TEXT NOT NULL,
    recipient_email   TEXT NOT NULL,
    recipient_phone   TEXT NOT NULL,
    delivery_state_id INTEGER NOT NULL,
    delivery_city_id  INTEGER NOT NULL,
    delivery_address  TEXT NOT NULL,
    delivery_service  TEXT NOT NULL
  );
  CREATE INDEX orders_owner ON orders (owner_user_id, created_at);

  CREATE TABLE order_items (
    order_id    INTEGER NOT NULL REFERENCES orders (order_id),
    position    INTEGER NOT NULL,
    adv_id      INTEGER NOT NULL,
    name        TEXT NOT NULL,
    price       REAL NOT NULL,
    count       INTEGER NOT NULL,
    note        TEXT NOT NULL,
    vendor_code TEXT NOT NULL,
    PRIMARY KEY (order_id, position)
  ) WITHOUT ROWID;

  CREATE TABLE dataset (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 2: what every filter of the public parameter table reads (issue 15). Older rows get the
  // defaults; main.ts asks for --reseed when the dataset came from the older generator.
  `
  ALTER TABLE vehicles ADD COLUMN seller_type      INTEGER NOT NULL DEFAULT 1; -- 1 private, 2 company
  ALTER TABLE vehicles ADD COLUMN doors            INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN seats            INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN payload_kg       INTEGER NOT NULL DEFAULT 0; -- 0: not stated
  ALTER TABLE vehicles ADD COLUMN wheel_formula_id INTEGER NOT NULL DEFAULT 0; -- auto-enums.json
  ALTER TABLE vehicles ADD COLUMN axles            INTEGER NOT NULL DEFAULT 0;
  -- litres per 100 km x 10 on each cycle; 0: no figure (electric)
  ALTER TABLE vehicles ADD COLUMN fuel_city_x10    INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN fuel_route_x10   INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN fuel_combine_x10 INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN imported_from    INTEGER NOT NULL DEFAULT 0; -- country id, 0: not imported
  ALTER TABLE vehicles ADD COLUMN damaged          INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN under_credit     INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN confiscated      INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN not_running      INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN with_video       INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN vin_checked      INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE vehicles ADD COLUMN sold             INTEGER NOT NULL DEFAULT 0;
  `,
];

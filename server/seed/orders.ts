/**
 * Generated basket orders: parts bought from a seller's shop, with recipients, delivery and
 * items. A few orders of the demo seller carry hostile text on purpose (markup, quotes, commas,
 * line breaks, a `javascript:` address) so that every screen that shows orders is tested
 * against it.
 */
import { catalog } from '../catalog/catalog';
import type { OrderItemRecord, OrderRecord } from '../store/store';
import { DATASET_NOW, formatDateTime } from './vehicles';
import type { Random } from './random';
import { Weighted } from './random';

/** An order as the seed writes it: its table's columns, its owner, and its items. */
export interface OrderRow extends OrderRecord {
  owner_user_id: number;
  items: OrderItemRow[];
}

export type OrderItemRow = Omit<OrderItemRecord, 'order_id'>;

const FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['Андрій', 'andrii'],
  ['Олександр', 'oleksandr'],
  ['Дмитро', 'dmytro'],
  ['Сергій', 'serhii'],
  ['Іван', 'ivan'],
  ['Максим', 'maksym'],
  ['Олена', 'olena'],
  ['Наталія', 'nataliia'],
  ['Ірина', 'iryna'],
  ['Марія', 'mariia'],
  ['Юлія', 'yuliia'],
  ['Тарас', 'taras'],
  ['Богдан', 'bohdan'],
  ['Оксана', 'oksana'],
];
const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['Коваленко', 'kovalenko'],
  ['Шевченко', 'shevchenko'],
  ['Бондаренко', 'bondarenko'],
  ['Ткаченко', 'tkachenko'],
  ['Кравченко', 'kravchenko'],
  ['Мельник', 'melnyk'],
  ['Олійник', 'oliinyk'],
  ['Бойко', 'boiko'],
  ['Савченко', 'savchenko'],
  ['Поліщук', 'polishchuk'],
  ['Лисенко', 'lysenko'],
  ['Мороз', 'moroz'],
];
const MAIL_HOSTS = ['gmail.com', 'ukr.net', 'i.ua', 'meta.ua', 'outlook.com'];
const OPERATORS = ['050', '066', '067', '068', '063', '073', '093', '095', '097', '098'];
const STREETS = [
  'Шевченка',
  'Грушевського',
  'Франка',
  'Соборна',
  'Незалежності',
  'Миру',
  'Центральна',
];
const SERVICES = new Weighted<string>([
  ['Нова Пошта', 60],
  ['Укрпошта', 18],
  ['Meest Express', 10],
  ['Самовивіз', 8],
  ['DHL', 4],
]);
const PARTS = [
  'Фара передня ліва',
  'Фара передня права',
  'Гальмівні колодки передні',
  'Гальмівний диск',
  'Амортизатор задній',
  'Радіатор охолодження',
  'Генератор',
  'Стартер',
  'Дзеркало бічне',
  'Головка блока циліндрів',
  'Комплект ГРМ',
  'Свічки запалювання (комплект)',
  'Масляний фільтр',
  'Бампер передній',
];
const NOTES = [
  '',
  '',
  '',
  'Потрібна доставка до відділення',
  'Зателефонуйте перед відправкою',
  'Вживане, оригінал',
];
const STATUSES = new Weighted<number>([
  [0, 20],
  [1, 55],
  [2, 15],
  [6, 10],
]);

function phone(random: Random): string {
  const d = () => String(random.int(0, 9));
  return `+38 (${random.pick(OPERATORS)}) ${d()}${d()}${d()}-${d()}${d()}-${d()}${d()}`;
}

/** Hostile text, for the demo seller's first orders. */
const HOSTILE: readonly Partial<OrderRow & { item: Partial<OrderItemRow> }>[] = [
  {
    recipient_name: '<script>alert("xss")</script> Петренко',
    delivery_address: 'javascript:alert(1)',
    item: { name: '<img src=x onerror=alert(1)> Фара', note: 'рядок один\nрядок два' },
  },
  {
    recipient_name: 'Іван "Ваня", Петренко',
    delivery_address: 'вул. Франка, 5, кв. "7", під\'їзд 2',
    item: { name: 'Диск, 16", R16; "оригінал"', vendor_code: '=HYPERLINK("http://x")' },
  },
  {
    recipient_name: "O'Brien & Sons <b>bold</b>",
    delivery_address: '<a href="javascript:alert(2)">click</a>',
    item: { note: '</td><td>injected', vendor_code: 'A,B;C\tD' },
  },
];

export interface OrderGeneratorOptions {
  readonly count: number;
  readonly owners: Weighted<number>;
  readonly demoUserId: number;
}

export function generateOrders(random: Random, options: OrderGeneratorOptions): OrderRow[] {
  const span = 365 * 86_400_000;
  const makes = catalog.carMakes;
  const orders: OrderRow[] = [];
  for (let n = 0; n < options.count; n++) {
    const owner = n < HOSTILE.length ? options.demoUserId : options.owners.draw(random);
    const [first, firstLatin] = random.pick(FIRST_NAMES);
    const [last, lastLatin] = random.pick(LAST_NAMES);
    const state = random.pick(catalog.states).value;
    const items: OrderItemRow[] = [];
    const itemCount = random.pick([1, 1, 1, 2, 2, 3, 4]);
    for (let i = 0; i < itemCount; i++) {
      const make = random.pick(makes);
      const model = random.pick(make.models);
      items.push({
        adv_id: random.int(3_000_000, 39_999_999),
        name: `${random.pick(PARTS)} ${make.name} ${model.name}`,
        price: random.int(3, 400) * 50,
        count: random.pick([1, 1, 1, 1, 2, 4]),
        note: random.pick(NOTES),
        vendor_code: random.chance(0.5)
          ? `${make.name.slice(0, 3).toUpperCase()}-${random.int(10000, 99999)}`
          : '',
      });
    }
    const order: OrderRow = {
      order_id: 0,
      owner_user_id: owner,
      status: STATUSES.draw(random),
      total_order_sum: 0,
      created_at: formatDateTime(DATASET_NOW - Math.floor(random.next() * span)),
      recipient_user_id: random.chance(0.8) ? random.int(1_000_000, 12_000_000) : 0,
      recipient_name: `${first} ${last}`,
      recipient_email: `${firstLatin}.${lastLatin}${random.int(1, 99)}@${random.pick(MAIL_HOSTS)}`,
      recipient_phone: phone(random),
      delivery_state_id: state,
      delivery_city_id: random.pick(catalog.cities(state)).value,
      delivery_address: `вул. ${random.pick(STREETS)}, ${random.int(1, 120)}`,
      delivery_service: SERVICES.draw(random),
      items,
    };
    const hostile = HOSTILE[n];
    if (hostile) {
      const { item, ...fields } = hostile;
      Object.assign(order, fields);
      Object.assign(items[0]!, item);
    }
    order.total_order_sum = items.reduce((sum, item) => sum + item.price * item.count, 0);
    orders.push(order);
  }
  // Ids follow creation time, as a database sequence would.
  orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
  orders.forEach((order, index) => (order.order_id = 100_001 + index));
  return orders;
}

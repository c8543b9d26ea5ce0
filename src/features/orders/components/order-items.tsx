import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Order } from '../../../api/contracts/orders';
import { formatAmount, formatCount } from '../../../lib/format';

/** The advert's page, built from its numeric id alone (never from text the API sent). */
export function advertHref(id: number): string | null {
  return Number.isSafeInteger(id) && id > 0 ? `https://auto.ria.com/auto___${id}.html` : null;
}

/** An empty note or code: a dash to the eye, "none" in the page's language to a screen reader. */
export function None() {
  return (
    <span className="orders-none">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">
        {t({ message: 'none', context: 'an empty note or code' })}
      </span>
    </span>
  );
}

const orText = (text: string) => (text.trim() === '' ? <None /> : text);

/** The items of one order, as a table of their own. All text is rendered as text. */
export function OrderItems({ order }: { readonly order: Order }) {
  const id = order.order_id;
  return (
    // Roles written out, as the orders' own (order-row-group.tsx): on a phone each item is a card.
    <table className="order-items" role="table">
      <caption>{t`Items of order ${id}`}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">{t`Advert`}</th>
          <th scope="col" role="columnheader">{t`Name`}</th>
          <th scope="col" role="columnheader" className="orders-num">
            <Trans>Price</Trans>
          </th>
          <th scope="col" role="columnheader" className="orders-num">
            <Trans>Count</Trans>
          </th>
          <th scope="col" role="columnheader">{t`Note`}</th>
          <th scope="col" role="columnheader">{t`Supplier code`}</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {order.items.map((item, index) => {
          const href = advertHref(item.adv_id);
          return (
            // Items have no id of their own; an advert may appear twice in one order.
            <tr key={`${item.adv_id}-${index}`} role="row">
              <td role="cell" data-column="advert" data-label={t`Advert`}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {item.adv_id}
                    <span className="visually-hidden">
                      {' '}
                      {t`(opens the advert on auto.ria.com)`}
                    </span>
                  </a>
                ) : (
                  item.adv_id
                )}
              </td>
              <th scope="row" role="rowheader" className="order-items__name" data-column="name">
                {item.name}
              </th>
              <td role="cell" className="orders-num" data-column="price" data-label={t`Price`}>
                {formatAmount(item.price)}
              </td>
              <td role="cell" className="orders-num" data-column="count" data-label={t`Count`}>
                {formatCount(item.count)}
              </td>
              <td role="cell" className="orders-multiline" data-column="note" data-label={t`Note`}>
                {orText(item.note)}
              </td>
              <td role="cell" data-column="code" data-label={t`Supplier code`}>
                {orText(item.vendor_code)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

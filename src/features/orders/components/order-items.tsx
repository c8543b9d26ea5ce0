import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Order } from '../../../api/contracts/orders';
import { formatAmount, formatCount } from '../../../lib/format';

/** The advert's page, built from its numeric id alone (never from text the API sent). */
export function advertHref(id: number): string | null {
  return Number.isSafeInteger(id) && id > 0 ? `https://auto.ria.com/auto___${id}.html` : null;
}

/** An empty note or code: a dash to the eye, "none" to a screen reader. */
export function None() {
  return (
    <span className="orders-none">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">none</span>
    </span>
  );
}

const orText = (text: string) => (text.trim() === '' ? <None /> : text);

/** The items of one order, as a table of their own. All text is rendered as text. */
export function OrderItems({ order }: { readonly order: Order }) {
  const id = order.order_id;
  return (
    <table className="order-items">
      <caption>{t`Items of order ${id}`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Advert`}</th>
          <th scope="col">{t`Name`}</th>
          <th scope="col" className="orders-num">
            <Trans>Price</Trans>
          </th>
          <th scope="col" className="orders-num">
            <Trans>Count</Trans>
          </th>
          <th scope="col">{t`Note`}</th>
          <th scope="col">{t`Supplier code`}</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, index) => {
          const href = advertHref(item.adv_id);
          return (
            // Items have no id of their own; an advert may appear twice in one order.
            <tr key={`${item.adv_id}-${index}`}>
              <td>
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
              <th scope="row" className="order-items__name">
                {item.name}
              </th>
              <td className="orders-num">{formatAmount(item.price)}</td>
              <td className="orders-num">{formatCount(item.count)}</td>
              <td className="orders-multiline">{orText(item.note)}</td>
              <td>{orText(item.vendor_code)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

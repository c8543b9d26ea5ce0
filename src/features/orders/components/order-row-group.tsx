import { useLingui as useLinguiContext } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { memo } from 'react';
import { formatAmount, formatCount, formatDate } from '../../../lib/format';
import { createdDateTime } from '../orders-format';
import { columnLabel, DELETED_STATUS, type OrderRow } from '../orders-table';
import { OrderItems } from './order-items';

export const COLUMN_COUNT = 7;

export interface RowGroupProps {
  readonly row: OrderRow;
  /** The row's place in the rows shown (the virtualizer measures by it). */
  readonly index: number;
  readonly expanded: boolean;
  readonly onToggle: (id: string) => void;
  readonly measure?: ((node: Element | null) => void) | undefined;
  /** The row's place among all the table's rows, when only some are in the page. */
  readonly ariaRowIndex?: number | undefined;
}

/**
 * One order: its row and, when expanded, a row with its items, in a <tbody> of their own (so
 * that the pair is measured and kept together). Every text from the API is rendered as text.
 */
export const OrderRowGroup = memo(function OrderRowGroup({
  row,
  index,
  expanded,
  onToggle,
  measure,
  ariaRowIndex,
}: RowGroupProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  useLinguiContext();
  const { order } = row;
  const id = String(order.order_id);
  const detailsId = `order-${id}-items`;
  const deleted = order.status === DELETED_STATUS;
  return (
    // The roles are the elements' own, written out: below 48rem the table is laid out as a list
    // of cards (orders.css), and a browser may drop a table's semantics once its display changes.
    <tbody
      ref={measure}
      role="rowgroup"
      data-index={index}
      className={`orders-group${deleted ? ' orders-group--deleted' : ''}`}
    >
      <tr role="row" aria-rowindex={ariaRowIndex}>
        <th scope="row" role="rowheader" className="orders-cell--id" data-column="id">
          <button
            type="button"
            className="orders-toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => onToggle(id)}
          >
            <span className="orders-toggle__icon" aria-hidden="true" />
            <span className="visually-hidden">{t`Items of order`} </span>
            {id}
          </button>
        </th>
        <td role="cell" data-column="created">
          <time dateTime={createdDateTime(order.created_at)}>
            {formatDate(order.created_at, true)}
          </time>
        </td>
        <td role="cell" data-column="status">
          <span className={`order-status order-status--${order.status}`}>{row.statusName}</span>
        </td>
        <td
          role="cell"
          className="orders-num"
          data-column="total"
          data-label={columnLabel('total')}
        >
          {formatAmount(order.total_order_sum)}
        </td>
        <td role="cell" data-column="recipient">
          <span className="orders-line orders-line--strong">{order.recipient.name}</span>
          <span className="orders-line">
            <EmailAddress address={order.recipient.email} />
          </span>
          <span className="orders-line">{order.recipient.phone}</span>
        </td>
        <td role="cell" data-column="delivery">
          <span className="orders-line orders-line--strong">
            {row.regionName}, {row.cityName}
          </span>
          <span className="orders-line">{order.delivery.address}</span>
          <span className="orders-line orders-line--muted">{order.delivery.service}</span>
        </td>
        <td
          role="cell"
          className="orders-num"
          data-column="items"
          data-label={columnLabel('items')}
        >
          {formatCount(row.itemCount)}
        </td>
      </tr>
      {expanded && (
        <tr
          id={detailsId}
          role="row"
          className="orders-details"
          aria-rowindex={ariaRowIndex === undefined ? undefined : ariaRowIndex + 1}
        >
          <td role="cell" colSpan={COLUMN_COUNT}>
            <OrderItems order={order} />
          </td>
        </tr>
      )}
    </tbody>
  );
});

/**
 * An e-mail address that wraps after its "@", where a reader expects it, rather than mid-word
 * where a narrow column runs out (the cell still breaks anywhere if a part alone is too long).
 */
function EmailAddress({ address }: { readonly address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** Stands in for the rows above or below the rendered window. */
export function Spacer({ height }: { readonly height: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={COLUMN_COUNT} className="orders-spacer" style={{ height }} />
      </tr>
    </tbody>
  );
}

export interface RowsProps {
  readonly rows: readonly { readonly id: string; readonly original: OrderRow }[];
  readonly isExpanded: (id: string) => boolean;
  readonly onToggle: (id: string) => void;
}

/** Every row, in the page. */
export function PlainRows({ rows, isExpanded, onToggle }: RowsProps) {
  return rows.map((row, index) => (
    <OrderRowGroup
      key={row.id}
      row={row.original}
      index={index}
      expanded={isExpanded(row.id)}
      onToggle={onToggle}
    />
  ));
}

/**
 * Words that may still be loading: while `pending`, a grey bar stands in their place, and the
 * stand-in words (an advert's number) are kept for screen readers only, since a link needs a
 * name. A result card never shows its bare id while its details come.
 */
export function PlaceholderText({
  pending,
  children,
}: {
  readonly pending: boolean;
  readonly children: string;
}) {
  if (!pending) return children;
  return (
    <>
      <span className="placeholder-text" aria-hidden="true" />
      <span className="visually-hidden">{children}</span>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { QueryIssue } from '../api/contracts/query-values';
import { explainIssue } from './explain-issue';
import { Notice } from './ui/notice';

interface DroppedParamsNoticeProps {
  /** Parameters of the link that were refused, with why. */
  readonly issues: readonly QueryIssue[];
  /** Names that are no parameter of this page. */
  readonly unknown?: readonly string[];
  /** Why an unknown name was dropped: "not a vehicle search parameter.". */
  readonly kind: string;
  /** The link the notice is about: a new link shows it again after a dismissal. */
  readonly link: string;
}

/** What a link asked for that the page could not use, said once per link, dismissable. */
export function DroppedParamsNotice({
  issues,
  unknown = [],
  kind,
  link,
}: DroppedParamsNoticeProps) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const { t } = useLingui();
  const lines = [
    ...issues.map((issue) => `${issue.param}: ${explainIssue(issue)}`),
    ...unknown.map((key) => `${key}: ${kind}`),
  ];
  if (lines.length === 0 || dismissed === link) return null;
  return (
    <Notice
      tone="warning"
      title={t`Some parts of this link were not used`}
      onDismiss={() => setDismissed(link)}
    >
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Notice>
  );
}

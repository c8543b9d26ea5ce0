import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * Names the browser's tab, and so its history entries and bookmarks, after the page shown:
 * "Vehicle search · Marketplace Search", in the page's language (WCAG 2.4.2). The app's name
 * alone comes back when the page goes; the layout sets it in a layout effect, so that this
 * effect, later, wins after a language switch too.
 */
export function useDocumentTitle(title: string) {
  const { t } = useLingui();
  const app = t`Marketplace Search`;
  const tab = t`${title} · Marketplace Search`;
  useEffect(() => {
    document.title = tab;
    // The app's name in the language of the moment the page goes, not of when it came.
    return () => {
      document.title = app;
    };
  }, [tab, app]);
}

/**
 * The frame of every participant page: the title, the content, the copyright line. The header
 * keeps its height while the title loads, so nothing below it jumps.
 */
import { useEffect, type ReactNode } from 'react';

interface PageShellProps {
  /** The page title (h1); null while it is still loading. */
  title: string | null;
  /** The title's language, when it may differ from the page's (the survey's is English). */
  titleLang?: string;
  foundationName: string | null;
  children: ReactNode;
}

export function PageShell({ title, titleLang, foundationName, children }: PageShellProps) {
  return (
    <div className="p-shell">
      <header className="p-header">
        {/* No heading until there is a title: an empty one is a heading without a name. */}
        {title === null ? (
          <div className="p-title" />
        ) : (
          <h1 className="p-title" lang={titleLang}>
            {title}
          </h1>
        )}
      </header>
      <main className="p-main">{children}</main>
      <footer className="p-footer">
        {foundationName !== null && `© ${new Date().getFullYear()} ${foundationName}`}
      </footer>
    </div>
  );
}

/** The survey page's title (spec section 2). */
export function surveyTitle(productName: string): string {
  return `${productName} Survey / RAND Short-Form 36`;
}

/**
 * Makes `language` the document's language (its `lang`): a participant's screen reader, the
 * browser's translate offer and its hyphenation go by the page's language, and the survey and
 * consent screens speak the one the participant chose.
 */
export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

/**
 * /consent/{language}: the consent text (decisions.md "Consent"), `?region=eu` adds the GDPR
 * wording. Loaded lazily: the survey itself does not need these texts.
 */
import type { ConsentRegion } from '@romtrack/shared/contracts/centers';
import { consentLanguage, renderConsent } from '@romtrack/shared/consent/index';
import { useEffect, useState } from 'react';
import { DEFAULT_CONFIG, fetchConfig, type PublicConfig } from './api.ts';
import { PageShell, useDocumentLanguage } from './page-shell.tsx';
import { uiTexts } from './ui-text/index.ts';

export default function ConsentPage({ language: tag, region }: { language: string; region: ConsentRegion }) {
  const language = consentLanguage(tag);
  const [config, setConfig] = useState<PublicConfig | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchConfig(abort.signal).then(setConfig, (error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setConfig(DEFAULT_CONFIG);
    });
    return () => abort.abort();
  }, []);

  const consent = config ? renderConsent(language, config.foundationName, region) : null;

  // The whole page is in the consent's language.
  useDocumentLanguage(language);
  useEffect(() => {
    if (consent) document.title = consent.title;
  }, [consent]);

  return (
    <PageShell title={consent?.title ?? null} foundationName={config?.foundationName ?? null}>
      {consent === null ? (
        <p className="p-card p-loading" role="status">
          {uiTexts[language].loading}
        </p>
      ) : (
        <article className="p-card p-consent-text">
          {consent.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          {consent.euHeading !== null && (
            <section className="p-consent-eu">
              <h2>{consent.euHeading}</h2>
              {consent.euSections.map((section) => (
                <section key={section.heading}>
                  <h3>{section.heading}</h3>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </section>
              ))}
            </section>
          )}
        </article>
      )}
    </PageShell>
  );
}

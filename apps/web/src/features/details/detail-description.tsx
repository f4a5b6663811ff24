import { descriptionPreview } from '@showfloor/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../sanitize/index.js';

/**
 * A rich text of the catalog (description, biography, abstract), sanitised before it reaches the
 * page. Over 400 visible characters it starts collapsed with see more / see less (spec modules §5).
 */
export function DetailDescription({ html, heading }: { html: string; heading: string }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const headingId = useId();
  const contentId = useId();
  if (html.trim() === '') return null;
  const preview = descriptionPreview(html, isExpanded);
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {preview.isFull ? (
        <div
          id={contentId}
          className="detail-rich-text"
          // Sanitised by an allow-list just above: no script, handler or javascript: URL survives.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by sanitizeHtml.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(preview.content) }}
        />
      ) : (
        <p id={contentId} className="detail-rich-text">
          {preview.content}
        </p>
      )}
      {preview.toggle ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => setExpanded(!isExpanded)}
        >
          {t(preview.toggle === 'seeMore' ? 'details.seeMore' : 'details.seeLess')}
        </button>
      ) : null}
    </section>
  );
}

/** Sanitised inline HTML (an address, a short text) without the preview behaviour. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by sanitizeHtml.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}

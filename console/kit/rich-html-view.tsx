import './rich-text.css';

/**
 * Rich text as the server hands it out: sanitised when it was stored and again when it was read, with fresh media
 * URLs (server/content/rich-html.ts, `presentRichHtml`). Shown in the console's reading style (`lc-rich-html`).
 */
export function RichHtmlView({ html, className }: { html: string; className?: string }) {
  // The only raw HTML the console renders: the server's allow-list (sanitize-html) has removed scripts, event
  // handlers, styles and every URL scheme but http(s) and mailto, so the text is safe to insert as it is.
  return <div className={`lc-rich-html${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

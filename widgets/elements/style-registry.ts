/**
 * The widgets' CSS for shadow roots. The element build turns every `import './x.css'` into a call of
 * `registerStyles`, so a widget chunk registers its rules when it loads. Each shadow root adopts the same
 * constructable stylesheets (one parse, shared by every element), or gets `<style>` copies where the
 * browser cannot adopt sheets. Rules that register later (a lazily loaded widget) reach every live root.
 */
const texts: string[] = [];
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

const canAdopt = (() => {
  try {
    return 'adoptedStyleSheets' in Document.prototype && typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
})();

function styleElement(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.lectern = '';
  style.textContent = css;
  return style;
}

/** @public the code rollup.config.ts makes of each widget's `import './x.css'` calls it */
export function registerStyles(css: string): void {
  if (texts.includes(css)) return;
  texts.push(css);
  if (canAdopt) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.push(sheet);
    for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else {
    for (const root of roots) root.prepend(styleElement(css));
  }
}

/** Gives a shadow root every registered sheet, now and later; the returned function stops that. */
export function adoptStyles(root: ShadowRoot): () => void {
  if (!roots.has(root)) {
    roots.add(root);
    if (canAdopt) root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet)), ...sheets];
    else root.prepend(...texts.map(styleElement));
  }
  return () => {
    roots.delete(root);
  };
}

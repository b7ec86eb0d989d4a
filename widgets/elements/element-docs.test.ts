import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { attributeName, ELEMENT_EVENTS, ELEMENTS, type ElementName } from './catalog.ts';
import { CSS_PROPERTIES, customElementsManifest, ELEMENT_DOCS, typeDeclarations } from './element-docs.ts';

const guide = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
const tags = Object.keys(ELEMENTS) as ElementName[];

describe('the element documentation', () => {
  it('describes every attribute of every element, and docs/embedding.md names them all', () => {
    for (const tag of tags) {
      expect(guide).toContain(`\`<${tag}>\``);
      for (const prop of Object.keys(ELEMENTS[tag].attributes)) {
        expect(ELEMENT_DOCS[tag].attributes[prop]?.description, `${tag} ${prop}`).toBeTruthy();
        expect(guide, `${tag} ${prop}`).toContain(`\`${attributeName(prop)}\` / \`${prop}\``);
      }
      for (const part of Object.keys(ELEMENT_DOCS[tag].parts)) expect(guide, `part ${part}`).toContain(`\`${part}\``);
    }
  });

  it('covers every event and every CSS custom property', () => {
    const documented = new Set(tags.flatMap((tag) => ELEMENT_DOCS[tag].events.map((event) => event.name)));
    expect([...documented].sort()).toEqual([...ELEMENT_EVENTS].sort());
    for (const event of ELEMENT_EVENTS) expect(guide).toContain(`\`${event}\``);
    for (const property of Object.keys(CSS_PROPERTIES)) expect(guide).toContain(`\`${property}\``);
  });

  it('makes a custom elements manifest with one declaration per element', () => {
    const manifest = customElementsManifest();
    const declarations = manifest.modules[0]!.declarations;
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(tags);
    const picker = declarations.find((declaration) => declaration.tagName === 'lectern-material-picker')!;
    expect(picker.attributes.map((attribute) => attribute.name)).toEqual(['kinds', 'multiple', 'max', 'open']);
    expect(picker.events.map((event) => event.name)).toEqual(['lectern-select', 'lectern-cancel', 'lectern-close']);
  });

  it('makes TypeScript declarations a strict consumer compiles against', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lectern-dts-'));
    writeFileSync(join(dir, 'lectern-widgets.d.ts'), typeDeclarations());
    writeFileSync(
      join(dir, 'consumer.ts'),
      [
        "import type { EmbedItem } from './lectern-widgets';",
        "const picker = document.querySelector('lectern-material-picker')!;",
        "picker.kinds = ['picture', 'video'];",
        'picker.multiple = true;',
        'picker.open = true;',
        "picker.addEventListener('lectern-select', (event) => { const first: EmbedItem | undefined = event.detail.items[0]; console.log(first?.src); });",
        "document.querySelector('lectern-notification-bell')!.addEventListener('lectern-unread-change', (event) => console.log(event.detail.all + 1));",
        "window.Lectern?.configure({ apiBase: 'https://lectern.example', token: 't' });",
        "// @ts-expect-error: max is a number",
        "picker.max = 'many';",
        'export {};',
      ].join('\n'),
    );
    const program = ts.createProgram([join(dir, 'consumer.ts')], { strict: true, noEmit: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: false });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});

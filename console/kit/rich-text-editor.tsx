/**
 * The rich-text editor behind `richTextField` (rich-text-field.tsx), loaded on first use so that Tiptap stays out
 * of the console's first load. A toolbar above the text (formatting, a link typed in a small inline input, pictures
 * from the library through the picture selector and pictures, audio or video through the general selector, undo
 * and redo); the value is the editor's HTML, '' when empty.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { $t } from '@shared/i18n/i18n.ts';
import { GeneralSelector } from '@widgets/materials/general-selector/general-selector.tsx';
import { PictureSelector } from '@widgets/materials/picture-selector/picture-selector.tsx';
import type { TaggedMaterial } from '@widgets/materials/tagged.ts';
import { RICH_TEXT_EXTENSIONS } from './rich-text-nodes.ts';
import { MEDIA_KINDS, mediaNodeOf } from './rich-text-media.ts';
import './rich-text.css';

export type RichTextEditorProps = {
  /** the id of the field's label, which names the text box */
  labelledBy: string;
  /** the id of the field's error or hint */
  describedBy?: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (html: string) => void;
};

/** 插入图片 opens the picture selector, 插入媒体 the general selector */
type Picking = 'picture' | 'media';

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export default function RichTextEditor({ labelledBy, describedBy, invalid, value, onChange }: RichTextEditorProps) {
  const t = useStore($t);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [linking, setLinking] = useState(false);
  // the last HTML this editor handed out: a value that differs came from outside (a form reset) and replaces the text
  const emitted = useRef(value);
  const changed = useRef(onChange);
  changed.current = onChange;

  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'lc-rich-text__area',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [labelledBy, describedBy, invalid],
  );
  const [initial] = useState(value);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initial,
    editorProps,
    onUpdate: ({ editor: current }) => {
      emitted.current = htmlOf(current);
      changed.current(emitted.current);
    },
  });

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const cancelPicking = () => {
    setPicking(null);
    editor.commands.focus();
  };
  /** the chosen materials at the caret, in the order chosen, in one step (one undo) */
  const insertAll = (items: TaggedMaterial[]) => {
    setPicking(null);
    void Promise.all(items.map(mediaNodeOf)).then((nodes) => {
      const content = nodes.filter((node) => node !== null);
      if (editor.isDestroyed || content.length === 0) return;
      // a picture or clip just inserted stays selected: what comes next goes after it instead of replacing it
      const { selection } = editor.state;
      if ('node' in selection) editor.chain().focus().insertContentAt(selection.to, content).run();
      else editor.chain().focus().insertContent(content).run();
    });
  };

  return (
    <div className={`lc-rich-text${invalid ? ' lc-rich-text--invalid' : ''}`}>
      <Toolbar editor={editor} label={t('kit.rich.toolbar')} linking={linking} onLink={() => setLinking(true)} onPick={setPicking} />
      {linking && <LinkInput editor={editor} onClose={() => setLinking(false)} />}
      <EditorContent editor={editor} />
      <PictureSelector open={picking === 'picture'} multiple onCancel={cancelPicking} onConfirm={insertAll} />
      <GeneralSelector open={picking === 'media'} kinds={MEDIA_KINDS} multiple onCancel={cancelPicking} onConfirm={insertAll} />
    </div>
  );
}

type ToolbarProps = { editor: Editor; label: string; linking: boolean; onLink: () => void; onPick: (picking: Picking) => void };

/** The formatting buttons: toggles say whether they are on (aria-pressed); arrows move along the bar as well as Tab. */
function Toolbar({ editor, label, linking, onLink, onPick }: ToolbarProps) {
  const t = useStore($t);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();

  const arrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className="lc-rich-text__toolbar" role="toolbar" aria-label={label} onKeyDown={arrows}>
      <Tool label={t('kit.rich.bold')} pressed={state.bold} onClick={() => run().toggleBold().run()}><b>B</b></Tool>
      <Tool label={t('kit.rich.italic')} pressed={state.italic} onClick={() => run().toggleItalic().run()}><i>I</i></Tool>
      <Tool label={t('kit.rich.heading')} pressed={state.heading} onClick={() => run().toggleHeading({ level: 2 }).run()}>H2</Tool>
      <span className="lc-rich-text__gap" />
      <Tool label={t('kit.rich.bulletList')} pressed={state.bulletList} onClick={() => run().toggleBulletList().run()}><Icon d={ICONS.bulletList} /></Tool>
      <Tool label={t('kit.rich.orderedList')} pressed={state.orderedList} onClick={() => run().toggleOrderedList().run()}><Icon d={ICONS.orderedList} /></Tool>
      <Tool label={t('kit.rich.quote')} pressed={state.quote} onClick={() => run().toggleBlockquote().run()}><Icon d={ICONS.quote} /></Tool>
      <Tool label={t('kit.rich.link')} pressed={state.link || linking} onClick={onLink}><Icon d={ICONS.link} /></Tool>
      <span className="lc-rich-text__gap" />
      <Tool label={t('kit.rich.picture')} onClick={() => onPick('picture')}><Icon d={ICONS.picture} /></Tool>
      <Tool label={t('kit.rich.media')} onClick={() => onPick('media')}><Icon d={ICONS.media} /></Tool>
      <span className="lc-rich-text__gap" />
      <Tool label={t('kit.rich.undo')} disabled={!state.canUndo} onClick={() => run().undo().run()}><Icon d={ICONS.undo} /></Tool>
      <Tool label={t('kit.rich.redo')} disabled={!state.canRedo} onClick={() => run().redo().run()}><Icon d={ICONS.redo} /></Tool>
    </div>
  );
}

type ToolProps = { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode };

function Tool({ label, pressed, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      className="lc-rich-text__tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // a click keeps the text's selection: the command then runs on what the teacher selected
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** line icons on a 24-unit grid, drawn in the text colour */
const ICONS = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14h2.5L3 18h2.5',
  quote: 'M4 7h5v6H6c0 2-1 3-2 4M14 7h5v6h-3c0 2-1 3-2 4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  picture: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01',
  media: 'M3 5h18v14H3zM10 9v6l5-3z',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

/** what the teacher typed as a link's address, made whole: a bare address is a web page, one with @ a mail address */
function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (/^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(text)) return text;
  if (/^[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/.test(text)) return `mailto:${text}`;
  if (/^[^\s:/]+\.[^\s:]+$/.test(text)) return `https://${text}`;
  return null;
}

/**
 * The link's address in a small input under the toolbar (not a browser prompt): Enter applies it to the selection
 * (or inserts the address as a link where there is none), Escape leaves; an existing link can be removed here.
 */
function LinkInput({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useStore($t);
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [typed, setTyped] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = linkAddress(typed);
    if (!href) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    else chain.setLink({ href });
    chain.run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not send the form the field is in
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className="lc-rich-text__link">
      <input type="url" autoFocus aria-label={t('kit.rich.linkUrl')} placeholder="https://" aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} value={typed}
        onChange={(event) => { setTyped(event.target.value); setInvalid(false); }} onKeyDown={keys} />
      <button type="button" className="lc-rich-text__tool lc-rich-text__text-tool" onClick={apply}>{t('kit.rich.linkApply')}</button>
      {current && <button type="button" className="lc-rich-text__tool lc-rich-text__text-tool" onClick={remove}>{t('kit.rich.linkRemove')}</button>}
      <button type="button" className="lc-rich-text__tool lc-rich-text__text-tool" onClick={close}>{t('kit.rich.linkCancel')}</button>
      {invalid && <p className="lc-rich-text__link-error" id={errorId} role="alert">{t('kit.rich.linkInvalid')}</p>}
    </div>
  );
}

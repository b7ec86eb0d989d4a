/**
 * What the rich-text editor can write, as Tiptap extensions: the formatting the server keeps
 * (server/content/rich-html.ts), links that open apart, and media from the teacher's library. A picture, audio or
 * video carries its material id (`data-material-id`): the server stores the id, never the signed URL, and puts a
 * fresh URL back when the text is read.
 */
import { mergeAttributes, Node, type Extensions } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/** a material id as the HTML carries it: a positive whole number or nothing */
const materialId = {
  default: null,
  parseHTML: (element: HTMLElement) => {
    const id = Number(element.getAttribute('data-material-id'));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  },
  renderHTML: (attributes: Record<string, unknown>) => (attributes.materialId ? { 'data-material-id': String(attributes.materialId) } : {}),
};

/**
 * a picture of the library: Tiptap's image with its material id. A picture from elsewhere (pasted) is not taken in:
 * the server would drop it on saving, so the editor never shows it.
 */
const LibraryImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), materialId };
  },
  parseHTML: () => [{ tag: 'img[src][data-material-id]:not([src^="data:"])' }],
});

/** `<audio controls data-material-id=…>` or `<video …>`: one block the caret steps over, moved as a whole */
function mediaNode(name: 'audio' | 'video') {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    selectable: true,
    addAttributes: () => ({ src: { default: null }, materialId }),
    parseHTML: () => [{ tag: `${name}[data-material-id]` }],
    renderHTML: ({ HTMLAttributes }) => [name, mergeAttributes({ controls: '' }, HTMLAttributes)],
  });
}

export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    // what the server does not keep is not offered
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => /^(https?:\/\/|mailto:)/i.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
    },
  }),
  LibraryImage,
  mediaNode('audio'),
  mediaNode('video'),
];
